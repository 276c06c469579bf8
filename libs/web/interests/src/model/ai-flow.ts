import { type ImportedInterest, importMessages, parseAiResponse, submitErrorMessage } from '@ember/interest-import';

/** Spec 1 §2.6: the flow's states, in order; 'add' is the end. */
export const aiFlowStates = ['paste', 'openAi', 'response', 'preview', 'add'] as const;
export type AiFlowState = (typeof aiFlowStates)[number];

/** Spec 1 §9: the modal forgets where it was 300 ms after closing (once its exit has played). */
export const aiModalResetMs = 300;

/** The AI services offered in the second step. */
export const aiServices = [
  { name: 'ChatGPT', url: 'https://chatgpt.com/' },
  { name: 'Claude', url: 'https://claude.ai/new' },
  { name: 'Gemini', url: 'https://gemini.google.com/app' },
] as const;

export type LiveCheck = { kind: 'empty' } | { kind: 'ok'; count: number } | { kind: 'problem'; message: string };

/** What the response box says while the member pastes (spec 1 §5). */
export function liveCheck(text: string, hostNames: readonly string[]): LiveCheck {
  if (text.trim() === '') return { kind: 'empty' };
  try {
    const parsed = parseAiResponse(text, { hostNames });
    if (parsed.ok) return { kind: 'ok', count: parsed.interests.length };
    if (parsed.kind === 'prompt-pasted') return { kind: 'problem', message: importMessages.promptPasted };
    return { kind: 'problem', message: importMessages.unableToParse };
  } catch {
    return { kind: 'problem', message: importMessages.unableToParse };
  }
}

/** Submitting the pasted answer: the interests, or the message to show. */
export function submitResponse(
  text: string,
  hostNames: readonly string[],
): { ok: true; interests: ImportedInterest[] } | { ok: false; message: string } {
  try {
    const parsed = parseAiResponse(text, { hostNames });
    if (parsed.ok) return parsed;
    return { ok: false, message: submitErrorMessage(parsed) };
  } catch {
    return { ok: false, message: importMessages.unexpected };
  }
}

export function detectedText(count: number): string {
  return count === 1 ? '1 interest detected' : `${count} interests detected`;
}
