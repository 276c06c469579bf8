import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { newId } from '@ember/kernel';
import { type MeetAgainAnswer, MeetAgainAnswers } from '../application/meet-again.port.js';

@Injectable()
export class SqlMeetAgainAnswers extends MeetAgainAnswers {
  constructor(private readonly em: EntityManager) {
    super();
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
