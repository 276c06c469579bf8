/** An example interest shown in the prompt (the api's `GET /api/interests/ai-prompt-examples`). */
export interface PromptExample {
  name: string;
  lookingFor: string;
  canContribute: string;
}

/**
 * The fixed sentences of the prompt. An AI answer never repeats them, so finding one in a pasted
 * answer means the member pasted the prompt itself.
 */
export const promptSentences = [
  'I am joining small groups of 4-6 people who meet in person around shared interests.',
  'Based on what you know about me, suggest 5 interests I could bring to such a group.',
  'Answer only with YAML in a code block, in exactly this format:',
] as const;

/** The prompt the member copies into an AI service, with examples suited to their age and sex. */
export function buildInterestPrompt(examples: readonly PromptExample[]): string {
  const lines = [
    promptSentences[0],
    promptSentences[1],
    'For each interest, say what I am looking for in the others (20-150 characters) and what I can ' +
      'contribute myself (20-150 characters). Write in the first person, plainly, without emojis.',
    promptSentences[2],
    '```yaml',
    'interests:',
    '  - name: <a short interest name>',
    '    looking_for: <what I hope to find in the group>',
    '    can_contribute: <what I can offer the group>',
    '```',
  ];
  if (examples.length > 0) {
    lines.push('Examples from people like me:');
    for (const example of examples) {
      lines.push(
        `  - name: ${example.name}`,
        `    looking_for: ${example.lookingFor}`,
        `    can_contribute: ${example.canContribute}`,
      );
    }
  }
  return lines.join('\n');
}

/** True when the text holds a sentence of the prompt or one of the product's host names. */
export function looksLikePastedPrompt(text: string, hostNames: readonly string[] = []): boolean {
  const haystack = text.toLowerCase();
  return (
    promptSentences.some((sentence) => haystack.includes(sentence.toLowerCase())) ||
    hostNames.some((host) => host.trim() !== '' && haystack.includes(host.trim().toLowerCase()))
  );
}
