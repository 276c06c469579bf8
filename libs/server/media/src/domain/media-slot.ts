import { PromptRequiredError, PromptTypeMismatchError, UnknownPromptError } from './media.errors.js';
import { type Prompt, findPrompt, isPromptType } from './prompt.catalogue.js';

/**
 * Where an upload lands among a member's media; a new upload replaces whatever held its slot
 * (spec 1 §4, "uploading replaces any existing video with the same prompt id or type"):
 * - one profile photo;
 * - one fun video and one useful video, whichever prompt of the type they answer, so a member
 *   switching prompts within a type replaces the earlier answer;
 * - one video per daily prompt, since each day's prompt is answered on its own.
 */
export type MediaSlot = 'profile-photo' | 'video:fun' | 'video:useful' | `video:daily:${string}`;

export const profilePhotoSlot: MediaSlot = 'profile-photo';

export function videoSlot(prompt: Prompt): MediaSlot {
  return prompt.type === 'daily' ? `video:daily:${prompt.id}` : `video:${prompt.type}`;
}

export interface PromptChoice {
  promptId?: string | undefined;
  promptType?: string | undefined;
}

/**
 * The prompt a video answers. The id decides; a type, when sent too, must agree with it. Without
 * an id the video answers today's daily prompt (spec 1 §7 sends a type only for fun or useful).
 */
export function resolvePrompt(choice: PromptChoice, dailyPromptId: string): Prompt {
  const promptType = choice.promptType?.trim() || undefined;
  const promptId = choice.promptId?.trim() || undefined;
  if (promptType !== undefined && !isPromptType(promptType)) throw new UnknownPromptError(promptType);
  if (promptId === undefined) {
    if (promptType !== undefined && promptType !== 'daily') throw new PromptRequiredError();
    const daily = findPrompt(dailyPromptId);
    if (!daily) throw new UnknownPromptError(dailyPromptId);
    return daily;
  }
  const prompt = findPrompt(promptId);
  if (!prompt) throw new UnknownPromptError(promptId);
  if (promptType !== undefined && promptType !== prompt.type) throw new PromptTypeMismatchError(promptId, promptType);
  return prompt;
}
