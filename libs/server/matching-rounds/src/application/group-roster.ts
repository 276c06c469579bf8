import type { GroupRepository } from '../domain/group/group.repository.js';
import type { RoundRepository } from '../domain/round/round.repository.js';
import type { MemberPool } from './member-pool.port.js';

const week = 7 * 24 * 3600 * 1000;

/** A formed group as other contexts may see it: its state, its meetings and who joined. Never picks. */
export interface GroupRosterEntry {
  groupId: string;
  roundId: string;
  programName: string;
  status: 'reviewing' | 'confirmed' | 'released';
  /** When the group was confirmed (null while in review or when released). */
  confirmedAt: Date | null;
  firstMeetingAt: Date;
  /** The end of its last session. */
  lastMeetingEndsAt: Date;
  /** The members who joined (and still hold their place), with their first names. */
  members: { memberId: string; firstName: string }[];
}

/** Read-only view of groups for other contexts (the group chat). */
export class GroupRoster {
  constructor(
    private readonly rounds: RoundRepository,
    private readonly groups: GroupRepository,
    private readonly pool: MemberPool,
  ) {}

  async find(groupId: string): Promise<GroupRosterEntry | null> {
    const group = await this.groups.findById(groupId);
    if (!group) return null;
    const round = await this.rounds.findById(group.roundId);
    if (!round) return null;
    const joined = group.memberships.filter((membership) => membership.decision === 'joined');
    const members = await Promise.all(
      joined.map(async (membership) => ({
        memberId: membership.memberId,
        firstName: (await this.pool.memberIn(round, membership.memberId))?.firstName ?? 'Member',
      })),
    );
    const lastSessionStarts = group.meetsAt.getTime() + (round.sessions - 1) * week;
    return {
      groupId: group.id,
      roundId: round.id,
      programName: round.programName,
      status: group.status,
      confirmedAt: group.status === 'confirmed' ? group.endedAt : null,
      firstMeetingAt: group.meetsAt,
      lastMeetingEndsAt: new Date(lastSessionStarts + round.sessionMinutes * 60_000),
      members,
    };
  }
}
