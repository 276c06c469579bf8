import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { newId } from '@ember/kernel';
import { type MeetAgainAnswer, MeetAgainAnswers, pairKey } from '../application/meet-again.port.js';

@Injectable()
export class SqlMeetAgainAnswers extends MeetAgainAnswers {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async mutualAmong(memberIds: readonly string[]): Promise<Set<string>> {
    if (memberIds.length < 2) return new Set();
    const rows = await this.em.execute<{ a: string; b: string }[]>(
      `select distinct a.from_member_id as a, a.to_member_id as b from matching_rounds.meet_again a
         join matching_rounds.meet_again b
           on b.group_id = a.group_id and b.from_member_id = a.to_member_id and b.to_member_id = a.from_member_id
        where a.again and b.again and a.from_member_id in (?) and a.to_member_id in (?)`,
      [[...memberIds], [...memberIds]],
    );
    return new Set(rows.map((row) => pairKey(row.a, row.b)));
  }

  async save(
    roundId: string,
    groupId: string,
    fromMemberId: string,
    answers: readonly MeetAgainAnswer[],
    at: Date,
  ): Promise<void> {
    for (const answer of answers) {
      await this.em.execute(
        `insert into matching_rounds.meet_again (id, round_id, group_id, from_member_id, to_member_id, again, answered_at)
         values (?, ?, ?, ?, ?, ?, ?)
         on conflict (group_id, from_member_id, to_member_id) do update set again = excluded.again, answered_at = excluded.answered_at`,
        [newId(), roundId, groupId, fromMemberId, answer.toMemberId, answer.again, at],
      );
    }
  }
}
