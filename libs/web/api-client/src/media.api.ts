import { mediaEndpoints } from './generated/media.gen';

/**
 * Media endpoints with cache tags: a video uploaded or deleted refreshes the member's videos and
 * own profile. (Multipart uploads are sent as FormData by the video screens.)
 */
export const mediaApi = mediaEndpoints.enhanceEndpoints({
  addTagTypes: ['Videos', 'VideoPrompts', 'MyProfile'],
  endpoints: {
    listVideos: { providesTags: ['Videos'] },
    getVideo: { providesTags: ['Videos'] },
    listPrompts: { providesTags: ['VideoPrompts'] },
    uploadVideo: { invalidatesTags: ['Videos', 'MyProfile'] },
    deleteVideo: { invalidatesTags: ['Videos', 'MyProfile'] },
  },
});

export const { useListVideosQuery, useListPromptsQuery, useGetVideoQuery } = mediaApi;

export type {
  MyVideoResponse as MyVideo,
  VideoPromptResponse as VideoPrompt,
  VideoPromptsResponse as VideoPrompts,
} from './generated/media.gen';
