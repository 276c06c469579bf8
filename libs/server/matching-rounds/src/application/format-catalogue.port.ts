import type { FormatRoundTerms } from '../domain/round/round.entity.js';

/** Hosted formats (hosting context) whose interest closed: what their selection rounds follow. */
export abstract class FormatCatalogue {
  /** The terms of an active format whose interest closed; null for any other format. */
  abstract termsOf(formatId: string): Promise<FormatRoundTerms | null>;
}
