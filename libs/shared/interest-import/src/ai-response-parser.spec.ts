import { describe, expect, it } from '@jest/globals';
import { extractYaml, importMessages, parseAiResponse, submitErrorMessage } from './ai-response-parser.js';
import { buildInterestPrompt } from './interest-prompt.js';

const lookingFor = 'people who like long walks and slow mornings';
const canContribute = 'I can plan a route and bring a thermos of coffee';

function failureOf(text: string, hostNames?: string[]): string {
  const outcome = parseAiResponse(text, { hostNames });
  if (outcome.ok) throw new Error(`expected a failure for ${text}`);
  return outcome.message;
}

describe('parseAiResponse', () => {
  it('reads a fenced YAML block with an interests key, trimming values', () => {
    const text = [
      'Sure! Here are some ideas:',
      '```yaml',
      'interests:',
      `  - name: "  Hiking  "`,
      `    looking_for: "  ${lookingFor} "`,
      `    can_contribute: ${canContribute}`,
      '```',
      'Have fun!',
    ].join('\n');
    expect(parseAiResponse(text)).toEqual({ ok: true, interests: [{ name: 'Hiking', lookingFor, canContribute }] });
  });

  it('accepts camelCase keys and a bare list', () => {
    const text = `- name: Chess\n  lookingFor: ${lookingFor}\n  canContribute: ${canContribute}`;
    expect(parseAiResponse(text)).toEqual({
      ok: true,
      interests: [{ name: 'Chess', lookingFor, canContribute }],
    });
  });

  it('starts at the interests key when there is no fence', () => {
    const text = `Here you go.\ninterests:\n  - name: Pottery\n    looking_for: ${lookingFor}\n    can_contribute: ${canContribute}`;
    const outcome = parseAiResponse(text);
    expect(outcome.ok && outcome.interests.map((interest) => interest.name)).toEqual(['Pottery']);
  });

  it('starts at the first list item and turns star bullets into dashes', () => {
    const text = [
      'These suit you:',
      `* name: Running`,
      `  looking_for: ${lookingFor}`,
      `  can_contribute: ${canContribute}`,
      `* name: Board games`,
      `  looking_for: ${lookingFor}`,
      `  can_contribute: ${canContribute}`,
    ].join('\n');
    const outcome = parseAiResponse(text);
    expect(outcome.ok && outcome.interests.map((interest) => interest.name)).toEqual(['Running', 'Board games']);
  });

  it('counts the interests it detects', () => {
    const item = (name: string) =>
      `  - name: ${name}\n    looking_for: ${lookingFor}\n    can_contribute: ${canContribute}`;
    const outcome = parseAiResponse(`interests:\n${['A', 'B', 'C'].map(item).join('\n')}`);
    expect(outcome.ok && outcome.interests).toHaveLength(3);
  });

  it.each([
    ['an empty answer', '   \n ', importMessages.empty],
    ['an empty fenced block', '```yaml\n\n```', importMessages.noContent],
    ['YAML that does not parse', '```\ninterests: [unclosed\n```', expect.stringMatching(/^Invalid YAML format: .+/)],
    ['a scalar', 'just some words', importMessages.notAList],
    ['an object without interests', '```\nhobbies:\n  - a\n```', importMessages.notAList],
    ['an empty list', '```\ninterests: []\n```', importMessages.noInterests],
    ['an item that is not an object', '```\ninterests:\n  - just text\n```', importMessages.notAnObject(1)],
    [
      'an item without a name',
      `\`\`\`\n- name: Ok\n  looking_for: a\n  can_contribute: b\n- looking_for: x\n\`\`\``,
      importMessages.missingName(2),
    ],
    [
      'an item without looking_for',
      '```\n- name: Chess\n  can_contribute: b\n```',
      importMessages.missingLookingFor('Chess'),
    ],
    [
      'an item with a blank can_contribute',
      '```\n- name: Chess\n  looking_for: a\n  can_contribute: "  "\n```',
      importMessages.missingCanContribute('Chess'),
    ],
  ])('refuses %s', (_, text, message) => {
    expect(failureOf(text)).toEqual(message);
  });

  it('gives the exact texts of the spec', () => {
    expect(importMessages.notAList).toBe('YAML must contain an "interests" array or be an array itself.');
    expect(importMessages.missingLookingFor('Chess')).toBe('Interest "Chess" is missing "looking_for" field.');
    expect(importMessages.missingCanContribute('Chess')).toBe('Interest "Chess" is missing "can_contribute" field.');
    expect(importMessages.notAnObject(3)).toBe('Interest #3 is not a valid object.');
    expect(importMessages.missingName(2)).toBe('Interest #2 is missing a name.');
    expect(importMessages.invalidYaml('bad indentation')).toBe('Invalid YAML format: bad indentation');
    expect(submitErrorMessage({ message: importMessages.noInterests })).toBe(
      'parsing error: No interests found in the response.',
    );
  });

  it('recognises the prompt pasted back', () => {
    const prompt = buildInterestPrompt([{ name: 'Chess', lookingFor, canContribute }]);
    expect(failureOf(prompt)).toBe('looks like you pasted the prompt, not the AI response');
  });

  it("recognises the product's host name", () => {
    expect(failureOf('see https://ember.example.com/start for more', ['ember.example.com'])).toBe(
      importMessages.promptPasted,
    );
    expect(failureOf('see https://ember.example.com/start', ['other.example.org'])).toBe(importMessages.notAList);
  });
});

describe('extractYaml', () => {
  it('prefers a fenced block over anything around it', () => {
    expect(extractYaml('interests: outside\n```\n- a\n```')).toBe('- a');
  });

  it('falls back to the whole text', () => {
    expect(extractYaml('  plain  ')).toBe('plain');
  });
});
