import type { GuidedChat } from '@ember/content';

function keywordsOf(keywords: string | null | undefined): string[] {
  return (keywords ?? '')
    .split(',')
    .map((keyword) => keyword.trim().toLowerCase())
    .filter(Boolean);
}

function containsPhrase(text: string, phrase: string): boolean {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'u').test(text);
}

/**
 * The help chat's answer to what a member typed: the canned response whose question it is, or the
 * first whose keywords it contains (whole words), else the chat's fallback.
 */
export function cannedAnswer(chat: Pick<GuidedChat, 'responses' | 'fallback'>, typed: string): string {
  const text = typed.trim().toLowerCase();
  const responses = chat.responses ?? [];
  const asked = responses.find((response) => response.question.trim().toLowerCase() === text);
  if (asked) return asked.answer;
  const matched = responses.find((response) =>
    keywordsOf(response.keywords).some((keyword) => containsPhrase(text, keyword)),
  );
  return matched?.answer ?? chat.fallback;
}
