import type { Round } from '../domain/round/round.entity.js';
import type { RoundPhase, RoundScheduler } from './round-scheduler.port.js';
import type { RoundSettings } from './round-settings.js';

export interface PhaseJob {
  phase: RoundPhase;
  dueAt: Date;
}

/** A hosted format's approval deadline, once its groups are formed. */
function approvalJobOf(round: Round): PhaseJob[] {
  const dueAt = round.formedAt ? round.approvalDeadlineFrom(round.formedAt) : null;
  return dueAt ? [{ phase: 'approve-groups', dueAt }] : [];
}

/**
 * Which phase jobs a round needs in its current state. Each has a fixed due time, so asking again
 * (after a reschedule, from the sweep) keeps a job that is right and replaces one that is not.
 */
export function phaseJobsOf(round: Round, reminderLeadMs: number): PhaseJob[] {
  const remindAt = round.reminderAt(reminderLeadMs);
  const reminderPending = round.remindedFor?.getTime() !== round.picksCloseAt.getTime();
  switch (round.status) {
    case 'scheduled':
      return [
        { phase: 'open-picks', dueAt: round.picksOpenAt },
        ...(reminderPending ? [{ phase: 'remind-picks' as const, dueAt: remindAt }] : []),
        { phase: 'close-picks', dueAt: round.picksCloseAt },
      ];
    case 'collecting':
      return [
        ...(reminderPending ? [{ phase: 'remind-picks' as const, dueAt: remindAt }] : []),
        { phase: 'close-picks', dueAt: round.picksCloseAt },
      ];
    case 'forming':
      return [{ phase: 'form-groups', dueAt: round.picksCloseAt }];
    case 'reviewing':
      return [
        // Formed, but not everyone told yet: the formation job finishes its notices.
        ...(round.formedNotifiedAt ? [] : [{ phase: 'form-groups' as const, dueAt: round.picksCloseAt }]),
        ...approvalJobOf(round),
        { phase: 'close-review', dueAt: round.reviewClosesAt! },
      ];
    case 'closed':
      return round.settledAt ? [] : [{ phase: 'close-review', dueAt: round.reviewClosesAt! }];
  }
}

/** Keeps a round's delayed jobs in step with its state and deadlines. */
export class RoundScheduling {
  constructor(
    private readonly scheduler: RoundScheduler,
    private readonly settings: RoundSettings,
  ) {}

  async ensure(round: Round): Promise<void> {
    for (const job of phaseJobsOf(round, this.settings.reminderLeadMs)) {
      await this.scheduler.schedule(round.id, job.phase, job.dueAt);
    }
  }
}
