export const programKinds = ['program', 'campaign'] as const;
export type ProgramKind = (typeof programKinds)[number];

export const priceUnits = ['per-session', 'per-event', 'deposit'] as const;
export type PriceUnit = (typeof priceUnits)[number];

export interface Track {
  id: string;
  name: string;
}

/** Which onboarding steps a program needs (spec 1 §2.3). */
export interface ProgramConfiguration {
  requiresInterests: boolean;
  requiresNeighborhood: boolean;
  allowsHosting: boolean;
  requiresTimeSlots: boolean;
}

/** What a program is, as the catalogue describes it. */
export interface ProgramDefinition extends ProgramConfiguration {
  id: string;
  slug: string;
  name: string;
  summary: string;
  kind: ProgramKind;
  /** Registration closes and profiles are revealed; null while no date is set. */
  enrollmentDeadline: Date | null;
  tracks: Track[];
  priceCents: number;
  currency: string;
  priceUnit: PriceUnit;
  minGroupSize: number;
  maxGroupSize: number;
  weeks: number | null;
  sessionMinutes: number | null;
}

/** A multi-week group program or a one-off campaign members enrol in. */
export class Program implements ProgramDefinition {
  id!: string;
  slug!: string;
  name!: string;
  summary!: string;
  kind!: ProgramKind;
  requiresInterests!: boolean;
  requiresNeighborhood!: boolean;
  allowsHosting!: boolean;
  requiresTimeSlots!: boolean;
  enrollmentDeadline: Date | null = null;
  tracks: Track[] = [];
  priceCents!: number;
  currency!: string;
  priceUnit!: PriceUnit;
  minGroupSize!: number;
  maxGroupSize!: number;
  weeks: number | null = null;
  sessionMinutes: number | null = null;
  updatedAt!: Date;

  static define(definition: ProgramDefinition, now: Date): Program {
    const program = new Program();
    Object.assign(program, {
      ...definition,
      enrollmentDeadline: definition.enrollmentDeadline ? new Date(definition.enrollmentDeadline.getTime()) : null,
      tracks: definition.tracks.map((track) => ({ ...track })),
    });
    program.updatedAt = now;
    return program;
  }

  configuration(): ProgramConfiguration {
    return {
      requiresInterests: this.requiresInterests,
      requiresNeighborhood: this.requiresNeighborhood,
      allowsHosting: this.allowsHosting,
      requiresTimeSlots: this.requiresTimeSlots,
    };
  }
}
