import { describe, expect, it } from '@jest/globals';
import { PromptRequiredError, PromptTypeMismatchError, UnknownPromptError } from './media.errors.js';
import { resolvePrompt, videoSlot } from './media-slot.js';

describe('resolvePrompt', () => {
  it('takes the prompt by id; a type sent along must agree', () => {
    expect(resolvePrompt({ promptId: 'dad_joke' }, 'scientific_fact')).toMatchObject({ id: 'dad_joke', type: 'fun' });
    expect(resolvePrompt({ promptId: 'health_tip', promptType: 'useful' }, 'scientific_fact').type).toBe('useful');
    expect(() => resolvePrompt({ promptId: 'dad_joke', promptType: 'useful' }, 'scientific_fact')).toThrow(
      PromptTypeMismatchError,
    );
  });

  it("answers today's daily prompt without an id", () => {
    expect(resolvePrompt({}, 'scientific_fact').id).toBe('scientific_fact');
    expect(resolvePrompt({ promptType: 'daily' }, 'favorite_memory').id).toBe('favorite_memory');
    expect(resolvePrompt({ promptId: ' ', promptType: '' }, 'scientific_fact').id).toBe('scientific_fact');
  });

  it('needs an id for fun and useful videos, and known ids and types', () => {
    expect(() => resolvePrompt({ promptType: 'fun' }, 'scientific_fact')).toThrow(PromptRequiredError);
    expect(() => resolvePrompt({ promptId: 'tell_a_secret' }, 'scientific_fact')).toThrow(UnknownPromptError);
    expect(() => resolvePrompt({ promptId: 'dad_joke', promptType: 'boring' }, 'scientific_fact')).toThrow(
      UnknownPromptError,
    );
  });
});

describe('videoSlot', () => {
  it('is one per type for fun and useful, one per prompt for daily', () => {
    const slot = (promptId: string) => videoSlot(resolvePrompt({ promptId }, 'scientific_fact'));
    expect(slot('dad_joke')).toBe(slot('dance_move'));
    expect(slot('dad_joke')).toBe('video:fun');
    expect(slot('health_tip')).toBe('video:useful');
    expect(slot('scientific_fact')).toBe('video:daily:scientific_fact');
    expect(slot('favorite_memory')).not.toBe(slot('scientific_fact'));
  });
});
