import { newId } from '@ember/kernel';
import { type InterestTexts, interestName, interestText } from './interest-text.js';

export interface InterestDraft {
  name: unknown;
  lookingFor?: unknown;
  contribute?: unknown;
  isAiSuggested?: unknown;
  isCustom?: unknown;
}

export const maxAiResponseLength = 20_000;

/** Something a member is into: what they look for in others and what they can contribute. */
export class Interest implements InterestTexts {
  id!: string;
  userId!: string;
  name!: string;
  lookingFor!: string;
  contribute!: string;
  isAiSuggested!: boolean;
  isCustom!: boolean;
  position!: number;
  /** The AI answer the member's interests were imported from, kept with the first of them. */
  aiResponseText: string | null = null;
  createdAt!: Date;
  updatedAt!: Date;

  static add(userId: string, draft: InterestDraft, position: number, now: Date): Interest {
    const interest = new Interest();
    interest.id = newId();
    interest.userId = userId;
    interest.name = interestName(draft.name);
    interest.lookingFor = interestText('lookingFor', draft.lookingFor);
    interest.contribute = interestText('contribute', draft.contribute);
    interest.isAiSuggested = draft.isAiSuggested === true;
    interest.isCustom = draft.isCustom === true;
    interest.position = position;
    interest.aiResponseText = null;
    interest.createdAt = now;
    interest.updatedAt = now;
    return interest;
  }

  /** Incomplete interests are not shown to other members (spec 1 §3). */
  isComplete(): boolean {
    return this.lookingFor !== '' && this.contribute !== '';
  }

  /** Applies the fields present in the draft; absent ones keep their value. */
  revise(draft: Partial<InterestDraft>, now: Date): void {
    if (draft.name !== undefined) this.name = interestName(draft.name);
    if (draft.lookingFor !== undefined) this.lookingFor = interestText('lookingFor', draft.lookingFor);
    if (draft.contribute !== undefined) this.contribute = interestText('contribute', draft.contribute);
    if (typeof draft.isAiSuggested === 'boolean') this.isAiSuggested = draft.isAiSuggested;
    if (typeof draft.isCustom === 'boolean') this.isCustom = draft.isCustom;
    this.updatedAt = now;
  }

  keepAiResponse(text: string, now: Date): void {
    this.aiResponseText = text;
    this.updatedAt = now;
  }
}
