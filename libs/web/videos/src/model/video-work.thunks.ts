import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { type MyVideo, isApiError, mediaApi, sessionUnauthorized } from '@ember/api-client';
import { type VideoUpload, VideoUploadError, uploadVideo } from './upload-video';
import { videoTexts } from './video-texts';
import {
  type VideoWorkTarget,
  messageExpired,
  progressMessageMs,
  uploadProgressed,
  workCancelled,
  workCompleted,
  workFailed,
  workStarted,
} from './video-work.slice';

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

let lastWorkId = 0;

function clearMessageLater(dispatch: Dispatch, workId: number): void {
  setTimeout(() => dispatch(messageExpired(workId)), progressMessageMs);
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Uploads a prompt video as the member's video work (spec 1 §4, §8): 'Uploading video...', then
 * 'Uploading video: N%' as bytes leave, then 'Video uploaded successfully', the message cleared
 * 3 s after the end; on failure the alert 'Failed to upload video. Please try again.' with the
 * reason beneath. The new video replaces the one in its slot, so the member's videos and profile
 * are fetched again. Resolves with the stored video, or null when nothing was stored.
 */
export function uploadPromptVideo(upload: VideoUpload, options: { signal?: AbortSignal } = {}) {
  return async (dispatch: Dispatch): Promise<MyVideo | null> => {
    // Spec 1 §5: a video must be non-empty to upload.
    if (upload.video.size === 0) {
      console.warn('The video is empty; nothing was uploaded.');
      return null;
    }
    const workId = ++lastWorkId;
    const target: VideoWorkTarget = { promptId: upload.promptId, promptType: upload.promptType };
    dispatch(workStarted({ kind: 'upload', target, workId }));
    let reported = -1;
    try {
      const video = await uploadVideo(upload, {
        signal: options.signal,
        onProgress: (percent) => {
          if (percent === reported) return;
          reported = percent;
          dispatch(uploadProgressed(percent));
        },
      });
      dispatch(workCompleted({ uploadedVideoId: video.id }));
      dispatch(mediaApi.util.invalidateTags(['Videos', 'MyProfile']));
      return video;
    } catch (error) {
      if (isAbort(error)) {
        dispatch(workCancelled());
        return null;
      }
      if (error instanceof VideoUploadError && error.status === 401) {
        dispatch(sessionUnauthorized({ url: '/api/videos/upload' }));
      }
      console.error('Video upload failed', error);
      const detail =
        error instanceof VideoUploadError
          ? [error.message, error.serverMessage].filter(Boolean).join(' ')
          : videoTexts.uploadUnexpected;
      dispatch(workFailed({ detail }));
      return null;
    } finally {
      clearMessageLater(dispatch, workId);
    }
  };
}

/**
 * Deletes one of the member's videos as video work: 'Deleting video...', then 'Video deleted
 * successfully', or 'Failed to delete video' with the alert 'Failed to delete video. Please try
 * again.'; the message clears 3 s after the end. Resolves with whether the video is gone.
 */
export function deletePromptVideo(video: Pick<MyVideo, 'id' | 'promptId' | 'promptType'>, location?: string | null) {
  return async (dispatch: Dispatch): Promise<boolean> => {
    const workId = ++lastWorkId;
    dispatch(
      workStarted({ kind: 'delete', target: { promptId: video.promptId, promptType: video.promptType }, workId }),
    );
    try {
      await dispatch(
        mediaApi.endpoints.deleteVideo.initiate({
          deleteVideoRequest: location ? { videoId: video.id, location } : { videoId: video.id },
        }),
      ).unwrap();
      dispatch(workCompleted({}));
      return true;
    } catch (error) {
      console.error('Video deletion failed', error);
      dispatch(workFailed({ detail: isApiError(error) ? error.message : null }));
      return false;
    } finally {
      clearMessageLater(dispatch, workId);
    }
  };
}
