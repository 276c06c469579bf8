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
