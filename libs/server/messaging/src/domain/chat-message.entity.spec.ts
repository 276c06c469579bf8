import { describe, expect, it } from '@jest/globals';
import { ChatMessage, maxMessageLength } from './chat-message.entity.js';

const now = new Date('2030-03-01T12:00:00Z');

describe('a chat message', () => {
  it('is trimmed, and waits for its sequence number until appended', () => {
    const message = ChatMessage.compose('group-1', 'ada', '  See you at 7!  ', now);
    expect(message).toMatchObject({ groupId: 'group-1', authorId: 'ada', body: 'See you at 7!', seq: 0, sentAt: now });
  });

  it('refuses nothing to say, or too much', () => {
    for (const text of ['', '   ', undefined, 42]) {
      expect(() => ChatMessage.compose('group-1', 'ada', text, now)).toThrow('Please write a message.');
    }
    expect(() => ChatMessage.compose('group-1', 'ada', 'x'.repeat(maxMessageLength + 1), now)).toThrow(
      'Please keep a message under 1000 characters.',
    );
    expect(ChatMessage.compose('group-1', 'ada', 'x'.repeat(maxMessageLength), now).body).toHaveLength(
      maxMessageLength,
    );
  });
});
