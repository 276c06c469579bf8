/** One formed group: its members, the slot they all share and the neighbourhood they meet in. */
export interface FormedGroup {
  readonly members: readonly string[];
  readonly slot: string;
  /** 'anywhere' only when every member accepts any neighbourhood. */
  readonly neighborhood: string;
}

/** The engine's output: every input member is in exactly one group or in `unplaced`. */
export interface FormationOutput {
  readonly groups: readonly FormedGroup[];
  readonly unplaced: readonly string[];
}
