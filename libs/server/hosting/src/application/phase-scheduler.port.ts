/** The phases of a published format that run on their own at a time. */
export type FormatPhase = 'close-interest' | 'close-extended-interest';

/**
 * Runs a format's phase at its due time, once, however many workers run: one job per format and
 * phase; scheduling it again with another time moves it.
 */
export abstract class PhaseScheduler {
  abstract schedule(formatId: string, phase: FormatPhase, dueAt: Date): Promise<void>;
  /** The selection round of a format whose interest closed is opened (by the rounds), once. */
  abstract openSelection(formatId: string, at: Date): Promise<void>;
}
