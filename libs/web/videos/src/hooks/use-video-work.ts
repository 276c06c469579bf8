import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { type MyVideo, useGetMyProfileQuery } from '@ember/api-client';
import type { VideoUpload } from '../model/upload-video';
import { type VideoWorkState, alertDismissed, selectVideoWork, videoWorkSlice } from '../model/video-work.slice';
import { deletePromptVideo, uploadPromptVideo } from '../model/video-work.thunks';

type State = { [videoWorkSlice.reducerPath]?: VideoWorkState };
type Dispatch = ThunkDispatch<State, unknown, UnknownAction>;

/**
 * The member's video work and what starts it: an upload (the member's location goes along) or a
 * deletion, and dismissing the alert. Needs `videoWorkSlice` in the store.
 */
export function useVideoWork() {
  const dispatch = useDispatch<Dispatch>();
  const work = useSelector((state: State) => selectVideoWork(state));
  const location = useGetMyProfileQuery().data?.location ?? null;

  const upload = useCallback(
    (video: Omit<VideoUpload, 'location'>, signal?: AbortSignal) =>
      dispatch(uploadPromptVideo({ ...video, location }, { signal })),
    [dispatch, location],
  );
  const remove = useCallback(
    (video: Pick<MyVideo, 'id' | 'promptId' | 'promptType'>) => dispatch(deletePromptVideo(video, location)),
    [dispatch, location],
  );
  const dismissAlert = useCallback(() => dispatch(alertDismissed()), [dispatch]);

  return { work, busy: work.status === 'inProgress', upload, remove, dismissAlert };
}
