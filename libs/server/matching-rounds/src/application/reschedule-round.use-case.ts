import type { Clock } from '@ember/kernel';
import type { GroupRepository } from '../domain/group/group.repository.js';
import type { Round, RoundChanges } from '../domain/round/round.entity.js';
import { RoundNotFoundError, RoundPhaseError } from '../domain/round/round.errors.js';
import type { RoundRepository } from '../domain/round/round.repository.js';
import { type Actor, assertManages } from './actor.js';
import { firstMeetingOf } from './group-meeting.js';
import type { RoundScheduling } from './round-scheduling.js';

/** Moves a round's deadlines; the phase jobs follow (a moved deadline replaces its job). */
export class RescheduleRoundUseCase {
  constructor(
    private readonly rounds: RoundRepository,
    private readonly groups: GroupRepository,
    private readonly scheduling: RoundScheduling,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, roundId: string, changes: RoundChanges): Promise<Round> {
    const round = await this.rounds.findById(roundId);
    if (!round) throw new RoundNotFoundError();
    assertManages(actor, round);
    const status = round.status;
    const changed = round.reschedule(changes, this.clock.now());
    if (changed.length === 0) return round;
    if (!(await this.rounds.saveSchedule(round, status))) {
      throw new RoundPhaseError('The round moved on to its next phase meanwhile; reload it and try again.');
    }
    if (changed.includes('reviewClosesAt')) {
      const deadline = round.reviewClosesAt!;
      await this.groups.moveDeadline(round.id, deadline, (group) => firstMeetingOf(round, group.slot, deadline));
    }
    await this.scheduling.ensure(round);
    return round;
  }
}
