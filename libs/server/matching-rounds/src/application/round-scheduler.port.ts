/** The jobs that move a round through its phases (queue rounds.schedule). */
export const roundPhases = [
  'open-picks',
  'remind-picks',
  'close-picks',
  'form-groups',
  'approve-groups',
  'close-review',
] as const;
export type RoundPhase = (typeof roundPhases)[number];

/** Delayed jobs keyed by round and phase: scheduling a phase again replaces its job. */
export abstract class RoundScheduler {
  abstract schedule(roundId: string, phase: RoundPhase, dueAt: Date): Promise<void>;
  abstract cancel(roundId: string, phase: RoundPhase, dueAt: Date): Promise<void>;
}
