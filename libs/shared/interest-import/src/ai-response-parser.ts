import { parse } from 'yaml';
import { looksLikePastedPrompt } from './interest-prompt.js';

/** One interest read from an AI answer; `canContribute` is the interest's `contribute` text. */
export interface ImportedInterest {
  name: string;
  lookingFor: string;
  canContribute: string;
}

export type ParseFailureKind = 'empty' | 'prompt-pasted' | 'no-content' | 'invalid-yaml' | 'invalid-shape';

export type AiResponseParse =
  { ok: true; interests: ImportedInterest[] } | { ok: false; kind: ParseFailureKind; message: string };

export interface ParseOptions {
  /** Host names of the product's sites: an answer naming one is the prompt pasted back. */
  hostNames?: readonly string[];
}

/** The spec's messages, word for word (spec 1 §5). */
export const importMessages = {
  empty: 'Response is empty. Please paste the AI response.',
  noContent: 'No YAML content found in response. Please check the format.',
  invalidYaml: (detail: string) => `Invalid YAML format: ${detail}`,
  notAList: 'YAML must contain an "interests" array or be an array itself.',
  noInterests: 'No interests found in the response.',
  notAnObject: (position: number) => `Interest #${position} is not a valid object.`,
  missingName: (position: number) => `Interest #${position} is missing a name.`,
  missingLookingFor: (name: string) => `Interest "${name}" is missing "looking_for" field.`,
  missingCanContribute: (name: string) => `Interest "${name}" is missing "can_contribute" field.`,
  promptPasted: 'looks like you pasted the prompt, not the AI response',
  unableToParse: 'unable to parse - check format',
  unexpected: 'An unexpected error occurred while parsing the response.',
} as const;

/** The message shown when the member submits an answer that does not parse. */
export function submitErrorMessage(failure: { message: string }): string {
  return `parsing error: ${failure.message}`;
}

/**
 * The part of an answer that holds the YAML: a fenced block, else the text from the `interests`
 * key on, else the text from the first list item on, else everything. Star bullets become dashes.
 */
export function extractYaml(text: string): string {
  const fenced = /```[^\n]*\n([\s\S]*?)```/.exec(text);
  let content: string;
  if (fenced) {
    content = fenced[1]!;
  } else {
    const key = /^[ \t]*interests[ \t]*:/im.exec(text);
    const list = /^[ \t]*[-*][ \t]+\S/m.exec(text);
    content = key ? text.slice(key.index) : list ? text.slice(list.index) : text;
  }
  return content.replace(/^([ \t]*)\*[ \t]+/gm, '$1- ').trim();
}

/** Reads the interests out of a pasted AI answer, or says why it cannot, in the spec's words. */
export function parseAiResponse(text: string, options: ParseOptions = {}): AiResponseParse {
  if (text.trim() === '') return failure('empty', importMessages.empty);
  if (looksLikePastedPrompt(text, options.hostNames)) return failure('prompt-pasted', importMessages.promptPasted);

  const content = extractYaml(text);
  if (content === '') return failure('no-content', importMessages.noContent);

  let data: unknown;
  try {
    data = parse(content);
  } catch (error) {
    const detail = error instanceof Error ? error.message.split('\n')[0]!.trim() : String(error);
    return failure('invalid-yaml', importMessages.invalidYaml(detail));
  }

  const items = Array.isArray(data)
    ? data
    : isRecord(data) && Array.isArray(data['interests'])
      ? data['interests']
      : null;
  if (items === null) return failure('invalid-shape', importMessages.notAList);
  if (items.length === 0) return failure('invalid-shape', importMessages.noInterests);

  const interests: ImportedInterest[] = [];
  for (const [index, item] of items.entries()) {
    const position = index + 1;
    if (!isRecord(item)) return failure('invalid-shape', importMessages.notAnObject(position));
    const name = scalarText(item['name']);
    if (!name) return failure('invalid-shape', importMessages.missingName(position));
    const lookingFor = scalarText(item['looking_for'] ?? item['lookingFor']);
    if (!lookingFor) return failure('invalid-shape', importMessages.missingLookingFor(name));
    const canContribute = scalarText(item['can_contribute'] ?? item['canContribute']);
    if (!canContribute) return failure('invalid-shape', importMessages.missingCanContribute(name));
    interests.push({ name, lookingFor, canContribute });
  }
  return { ok: true, interests };
}

function failure(kind: ParseFailureKind, message: string): AiResponseParse {
  return { ok: false, kind, message };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Scalars become trimmed text; anything else counts as missing. */
function scalarText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}
