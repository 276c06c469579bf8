/** A member as the formation engine sees them: only what the hard rules and the objective need. */
export interface FormationMember {
  readonly id: string;
  /** 'male' and 'female' count towards gender balance; any other value counts as neither. */
  readonly sex: string;
  readonly age: number;
  /** Availability slots, e.g. 'sat-09'. A group needs one slot every member lists. */
  readonly slots: readonly string[];
  /** Neighbourhoods the member accepts; 'anywhere' accepts every neighbourhood. */
  readonly neighborhoods: readonly string[];
  readonly hasVenue: boolean;
  /** Rounds this member has waited without a group: the fairness tie-break. */
  readonly roundsWaited: number;
}

/** A private pick from one member to another on the 0-5 slider; it counts from level 2. */
export interface FormationPick {
  readonly from: string;
  readonly to: string;
  readonly level: number;
}

/** Either direction keeps the two members apart. */
export interface FormationBlock {
  readonly from: string;
  readonly to: string;
}

/** The engine's input, also the JSON file format of the `matching:form` command. */
export interface FormationInput {
  readonly groupSize: { readonly min: number; readonly max: number };
  readonly genderBalance: boolean;
  readonly requireVenue: boolean;
  readonly maxAgeSpread: number | null;
  readonly members: readonly FormationMember[];
  readonly picks: readonly FormationPick[];
  readonly blocks: readonly FormationBlock[];
}

/** The level from which a pick counts towards a mutual edge. */
export const countingPickLevel = 2;

/** The neighbourhood value that matches any neighbourhood. */
export const anywhere = 'anywhere';
