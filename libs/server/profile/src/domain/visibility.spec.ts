import { describe, expect, it } from '@jest/globals';
import { photoUrlOf } from './photo-url.js';
import { type ProfileVideo, discoverabilityOf, seesOthersVideos } from './visibility.js';

const video = (promptType: ProfileVideo['promptType']): ProfileVideo => ({
  id: promptType,
  promptId: 'p',
  promptType,
  videoUrl: `/v/${promptType}.mp4`,
  thumbnailUrl: null,
});
const launch = new Date('2026-02-14T05:00:00Z');

describe('discoverability', () => {
  it('needs the pre-launch date passed and a fun and a useful video', () => {
    const after = new Date('2026-03-01T00:00:00Z');
    expect(discoverabilityOf([video('fun'), video('useful')], after, launch)).toEqual({
      discoverable: true,
      missing: [],
    });
    expect(discoverabilityOf([video('fun'), video('fun'), video('daily')], after, launch)).toEqual({
      discoverable: false,
      missing: ['useful-video'],
    });
    expect(discoverabilityOf([], new Date('2026-02-14T04:59:59Z'), launch)).toEqual({
      discoverable: false,
      missing: ['prelaunch', 'fun-video', 'useful-video'],
    });
  });

  it('shows videos only to members who uploaded one', () => {
    expect(seesOthersVideos([])).toBe(false);
    expect(seesOthersVideos([video('daily')])).toBe(true);
  });
});

describe('photo URLs', () => {
  it('resolves relative values on the base and keeps full URLs', () => {
    expect(photoUrlOf('/api/media/t/photo.jpg', 'https://cdn.example.com/')).toBe(
      'https://cdn.example.com/api/media/t/photo.jpg',
    );
    expect(photoUrlOf('abc.jpg', 'https://cdn.example.com/photos')).toBe('https://cdn.example.com/photos/abc.jpg');
    expect(photoUrlOf('https://x.example/p.jpg', 'https://cdn.example.com')).toBe('https://x.example/p.jpg');
    expect(photoUrlOf('HTTP://x.example/p.jpg', '/base/')).toBe('HTTP://x.example/p.jpg');
    expect(photoUrlOf(null, '/base/')).toBeNull();
  });

  it('leaves relative values relative to the api without a base', () => {
    expect(photoUrlOf('/api/media/t/photo.jpg', '')).toBe('/api/media/t/photo.jpg');
  });
});
