import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { type MyVideo, mediaApi, useGetVideoQuery, useListPromptsQuery, useListVideosQuery } from '@ember/api-client';
import { isProcessing } from '../model/video-slots';

/** How often a video the api is still working on is asked about. */
export const statusPollMs = 2000;

/** The member's videos (every status, newest first) and the prompt catalogue. */
export function useMyVideos() {
  const videos = useListVideosQuery();
  const prompts = useListPromptsQuery();
  return {
    videos: videos.data?.videos ?? [],
    prompts: prompts.data?.prompts ?? [],
    dailyPromptId: prompts.data?.dailyPromptId ?? null,
    isLoading: videos.isLoading || prompts.isLoading,
    error: videos.error ?? prompts.error,
    refetch: () => {
      void videos.refetch();
      void prompts.refetch();
    },
  };
}

/**
 * The video as the api sees it now: polled while it is uploaded or processing; once it is ready
 * or failed, the member's videos and profile are fetched again so every screen shows it.
 */
export function useVideoStatus(video: MyVideo | undefined): MyVideo | undefined {
  const dispatch = useDispatch();
  const working = Boolean(video && isProcessing(video));
  const polled = useGetVideoQuery(
    { videoId: video?.id ?? '' },
    { skip: !working, pollingInterval: working ? statusPollMs : 0, skipPollingIfUnfocused: false },
  );
  const latest = working && polled.data?.id === video?.id ? polled.data : video;
  const settled = Boolean(working && latest && !isProcessing(latest));
  useEffect(() => {
    if (settled) dispatch(mediaApi.util.invalidateTags(['Videos', 'MyProfile']));
  }, [settled, dispatch]);
  return latest;
}
