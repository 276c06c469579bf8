/** Rows the context keeps beside its aggregates: a round's status log, outcomes, the ledger. */
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

/** One deposit or payment taken on joining, as the offline ledger records it. */
export class LedgerEntryRecord {
  id!: string;
  key!: string;
  roundId!: string;
  groupId!: string;
  memberId!: string;
  kind!: string;
  amountCents!: number;
  currency!: string;
  state!: string;
  createdAt!: Date;
  updatedAt!: Date;
}
