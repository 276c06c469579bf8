import type { MyVideo, VideoPrompt } from '@ember/api-client';

/** A `MyVideoResponse` for tests: a ready fun video unless told otherwise. */
export function aVideo(overrides: Partial<MyVideo> = {}): MyVideo {
  const ready = (overrides.status ?? 'ready') === 'ready';
  return {
    id: 'video-1',
    promptId: 'dad_joke',
    promptType: 'fun',
    status: 'ready',
    progress: ready ? 100 : 0,
    videoUrl: ready ? '/api/media/t0k3n/video.mp4' : null,
    thumbnailUrl: ready ? '/api/media/t0k3n/poster.jpg' : null,
    width: ready ? 720 : null,
    height: ready ? 1280 : null,
    durationSeconds: ready ? 12.4 : null,
    failureMessage: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** A prompt of the catalogue for tests. */
export function aPrompt(overrides: Partial<VideoPrompt> = {}): VideoPrompt {
  return {
    id: 'dad_joke',
    type: 'fun',
    title: 'Tell us your best dad joke',
    description: 'The worse, the better.',
    instructions: ['Look at the camera', 'Smile', 'Tell the joke', 'Wait for the groan'],
    ...overrides,
  };
}
