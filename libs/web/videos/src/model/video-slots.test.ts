import { describe, expect, it } from 'vitest';
import { aVideo } from '../testing/a-video';
import { cardStatus, videoInSlot } from './video-slots';

describe('slots (spec 1 §4)', () => {
  const fun = aVideo({ id: 'f', promptId: 'dance_move', promptType: 'fun' });
  const useful = aVideo({ id: 'u', promptId: 'best_advice', promptType: 'useful' });
  const daily = aVideo({ id: 'd', promptId: 'scientific_fact', promptType: 'daily' });

  it('gives fun and useful prompts the video of their type, and a daily prompt only its own answer', () => {
    const videos = [daily, useful, fun];
    expect(videoInSlot(videos, { id: 'dad_joke', type: 'fun' })).toBe(fun);
    expect(videoInSlot(videos, { id: 'health_tip', type: 'useful' })).toBe(useful);
    expect(videoInSlot(videos, { id: 'scientific_fact', type: 'daily' })).toBe(daily);
    expect(videoInSlot(videos, { id: 'favorite_memory', type: 'daily' })).toBeUndefined();
  });

  it("says 'Completed' for a ready video and 'Not Started' otherwise (spec 1 §2.8)", () => {
    expect(cardStatus(fun)).toBe('Completed');
    expect(cardStatus(undefined)).toBe('Not Started');
    expect(cardStatus(aVideo({ status: 'processing' }))).toBe('Not Started');
    // A profile's videos carry no status: they are all ready.
    expect(cardStatus({ promptId: 'dad_joke', promptType: 'fun' })).toBe('Completed');
  });
});
