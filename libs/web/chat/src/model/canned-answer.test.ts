import { describe, expect, it } from 'vitest';
import { cannedAnswer } from './canned-answer';

const chat = {
  fallback: 'I only know a few answers.',
  responses: [
    { question: 'How do I record my videos?', keywords: 'video, record', answer: 'Open Settings → Videos.' },
    { question: 'Who sees my picks?', keywords: 'pick, who picked', answer: 'Nobody.' },
  ],
};

describe('the help chat’s canned answers', () => {
  it('answers a quick question by its text, whatever the case', () => {
    expect(cannedAnswer(chat, '  who sees MY picks? ')).toBe('Nobody.');
  });

  it('answers a typed message containing a keyword or phrase, as whole words', () => {
    expect(cannedAnswer(chat, 'How long can a video be?')).toBe('Open Settings → Videos.');
    expect(cannedAnswer(chat, 'can I see who picked me')).toBe('Nobody.');
    expect(cannedAnswer(chat, 'what about picnics')).toBe('I only know a few answers.');
  });

  it('falls back when nothing matches, or when there are no canned responses', () => {
    expect(cannedAnswer(chat, 'hello')).toBe('I only know a few answers.');
    expect(cannedAnswer({ fallback: 'Sorry.', responses: null }, 'video')).toBe('Sorry.');
  });
});
