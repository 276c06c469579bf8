import { expect, it } from '@jest/globals';
import { defaultDailyPromptId, findPrompt, prompts } from './prompt.catalogue.js';

it('holds the prompts of spec 1 §3, each with a title, a description and four instructions', () => {
  const ids = (type: string) => prompts.filter((prompt) => prompt.type === type).map((prompt) => prompt.id);
  expect(ids('fun')).toEqual([
    'dad_joke',
    'celebrity_impersonation',
    'funny_memory',
    'favorite_song',
    'dance_move',
    'weird_food',
    'superhero_power',
  ]);
  expect(ids('useful')).toEqual([
    'travel_advice',
    'life_changing_purchase',
    'productivity_tip',
    'organize_day',
    'valuable_skill',
    'health_tip',
    'best_advice',
  ]);
  expect(ids('daily')).toEqual(['scientific_fact', 'favorite_memory']);
  for (const prompt of prompts) {
    expect(prompt.title.length).toBeGreaterThan(5);
    expect(prompt.description.length).toBeGreaterThan(5);
    expect(prompt.instructions).toHaveLength(4);
  }
  expect(findPrompt(defaultDailyPromptId)?.type).toBe('daily');
});
