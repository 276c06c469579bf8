import { describe, expect, it } from '@jest/globals';
import { MediaObject } from './media-object.entity.js';

const now = new Date('2025-01-15T12:00:00Z');
const aVideo = () =>
  MediaObject.upload({
    id: '0194b1a2-0000-7000-8000-000000000001',
    ownerId: '0194b1a2-0000-7000-8000-0000000000aa',
    kind: 'video',
    slot: 'video:fun',
    prompt: { id: 'dad_joke', type: 'fun' },
    token: 'k3yK3yK3yK3yK3yK3yK3yK3yK3yK3yK3',
    contentType: 'video/webm',
    bytes: 1234,
    now,
  });

describe('MediaObject', () => {
  it('keeps its files under its random token, never under the owner', () => {
    const video = aVideo();
    expect(video.allKeys()).toEqual([
      'videos/k3yK3yK3yK3yK3yK3yK3yK3yK3yK3yK3/original',
      'videos/k3yK3yK3yK3yK3yK3yK3yK3yK3yK3yK3/video.mp4',
      'videos/k3yK3yK3yK3yK3yK3yK3yK3yK3yK3yK3/poster.jpg',
    ]);
    expect(video.allKeys().join()).not.toContain(video.ownerId);
  });

  it('goes uploaded → processing → ready, once', () => {
    const video = aVideo();
    expect(video.serves('video.mp4')).toBe(false);
    expect(video.beginProcessing(now)).toBe(true);
    expect(video.beginProcessing(now)).toBe(false);
    video.complete({ width: 1280, height: 720, durationMs: 15_000 }, new Date('2025-01-15T12:00:05Z'));
    expect(video).toMatchObject({ status: 'ready', width: 1280, durationMs: 15_000 });
    expect(video.readyAt?.toISOString()).toBe('2025-01-15T12:00:05.000Z');
    expect(() => video.fail('media.video-unreadable', now)).toThrow(/already ready/);
    expect(() => video.complete({ width: 1, height: 1, durationMs: 1 }, now)).toThrow(/already ready/);
  });

  it('serves only its processed file and preview, once ready', () => {
    const video = aVideo();
    video.complete({ width: 1, height: 1, durationMs: 1 }, now);
    expect(video.serves('video.mp4')).toBe(true);
    expect(video.serves('poster.jpg')).toBe(true);
    expect(video.serves('original')).toBe(false);
    expect(video.serves('photo.jpg')).toBe(false);
  });

  it('stays failed', () => {
    const video = aVideo();
    video.fail('media.video-unreadable', now);
    expect(video).toMatchObject({ status: 'failed', failureCode: 'media.video-unreadable' });
    expect(() => video.beginProcessing(now)).toThrow(/already failed/);
  });
});
