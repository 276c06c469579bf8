import type { Clock } from '@ember/kernel';
import type { PickRepository } from '../domain/pick/pick.repository.js';
import type { RoundRepository } from '../domain/round/round.repository.js';
import type { MemberAccounts } from './member-accounts.port.js';
import type { MemberPool } from './member-pool.port.js';
import { isDue } from './phase-timing.js';
import type { RoundMailer } from './round-mailer.port.js';
import { candidatesOf } from './round-pool.js';
import type { RoundSettings } from './round-settings.js';

/**
 * Before picks close, every candidate is reminded with how many people they picked (a nudge to
 * add more). Once per close time: a later close time earns another reminder.
 */
export class RemindPicksUseCase {
  constructor(
    private readonly rounds: RoundRepository,
    private readonly pool: MemberPool,
    private readonly picks: PickRepository,
    private readonly accounts: MemberAccounts,
    private readonly mailer: RoundMailer,
    private readonly settings: RoundSettings,
    private readonly clock: Clock,
  ) {}

  async execute(roundId: string): Promise<void> {
    const round = await this.rounds.findById(roundId);
    if (!round || (round.status !== 'scheduled' && round.status !== 'collecting')) return;
    if (round.remindedFor?.getTime() === round.picksCloseAt.getTime()) return;
    const now = this.clock.now();
    if (!isDue('remind-picks', round.id, round.reminderAt(this.settings.reminderLeadMs), now)) return;
    if (now.getTime() >= round.picksCloseAt.getTime()) return;

    const candidates = candidatesOf(round, await this.pool.enrolledIn(round));
    // Counts per picker only: the reminder says how many, never whom.
    const counts = new Map<string, number>();
    for (const pick of await this.picks.listForFormation(round.id)) {
      if (pick.counts()) counts.set(pick.pickerId, (counts.get(pick.pickerId) ?? 0) + 1);
    }
    const emails = await this.accounts.emailsOf(candidates.map((member) => member.memberId));
    for (const member of candidates) {
      const to = emails.get(member.memberId);
      if (!to) continue;
      await this.mailer.remindPicks(
        to,
        `rounds.reminder.${round.id}.${round.picksCloseAt.getTime()}.${member.memberId}`,
        {
          roundId: round.id,
          programName: round.programName,
          city: round.city,
          timeZone: round.timeZone,
          picksCloseAt: round.picksCloseAt,
          pickCount: counts.get(member.memberId) ?? 0,
          candidateCount: candidates.length - 1,
        },
      );
    }
    await this.rounds.markReminded(round.id, round.picksCloseAt);
  }
}
