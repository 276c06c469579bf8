import { describe, expect, it } from '@jest/globals';
import { allPromptExamples, promptExamplesFor } from './ai-prompt-examples.js';
import { interestExample, presetInterests } from './interest-catalogue.js';
import { interestText, interestTextLength } from './interest-text.js';

describe('interest help texts', () => {
  it('has 20 preset topics, each with examples a member could save as they are', () => {
    expect(presetInterests).toHaveLength(20);
    for (const interest of presetInterests) {
      for (const text of [...interest.want, ...interest.offer]) {
        expect(interestText('lookingFor', text)).toBe(text);
      }
    }
    for (const example of allPromptExamples) {
      for (const text of [example.lookingFor, example.canContribute]) {
        expect(text.length).toBeGreaterThanOrEqual(interestTextLength.min);
        expect(text.length).toBeLessThanOrEqual(interestTextLength.max);
      }
    }
  });

  it('cycles through the examples of an interest and writes some for any other', () => {
    expect(interestExample('book club', 'want', 0)).toMatchObject({ index: 0, total: 3 });
    expect(interestExample('Book Club', 'offer', 4)).toEqual(interestExample('Book Club', 'offer', 1));
    const custom = interestExample('Sourdough '.repeat(8), 'offer', 2);
    expect(custom.text.length).toBeLessThanOrEqual(150);
    expect(interestExample('Knitting', 'want', 0).text).toContain('Knitting');
  });

  it('tailors the prompt examples by age group and sex', () => {
    expect(promptExamplesFor(24, 'female')).toMatchObject({ ageGroup: '20s' });
    expect(promptExamplesFor(24, 'female').examples).toHaveLength(4);
    expect(promptExamplesFor(24, 'male').examples.at(-1)).not.toEqual(promptExamplesFor(24, 'female').examples.at(-1));
    expect(promptExamplesFor(45, null)).toMatchObject({ ageGroup: '40s' });
    expect(promptExamplesFor(45, null).examples).toHaveLength(5);
    expect(promptExamplesFor(77, 'male').ageGroup).toBe('60+');
    expect(promptExamplesFor(null, null).ageGroup).toBe('30s');
  });
});
