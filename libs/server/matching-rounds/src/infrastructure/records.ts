/** Rows the context keeps beside its aggregates: a round's status log and outcomes. */
export class RoundTransitionRecord {
  id!: string;
  roundId!: string;
  status!: string;
  at!: Date;
}

export class RoundOutcomeRecord {
  id!: string;
  roundId!: string;
  memberId!: string;
  groupId: string | null = null;
  formedAt!: Date;
}

/** One attendee's private answer about another member of their group: would they meet again? */
export class MeetAgainRecord {
  id!: string;
  roundId!: string;
  groupId!: string;
  fromMemberId!: string;
  toMemberId!: string;
  again!: boolean;
  answeredAt!: Date;
}
