import type { ProgramDefinition } from '../domain/program.entity.js';
import type { ProgramRepository } from '../domain/program.repository.js';

/** A program as other contexts see it: what it is, its price and group size, its onboarding flags. */
export type ProgramSummary = ProgramDefinition;

/** What other contexts may ask about the catalogue (the matching rounds take group rules from it). */
export class ProgramDirectory {
  constructor(private readonly programs: ProgramRepository) {}

  async find(programId: string): Promise<ProgramSummary | null> {
    if (programId.length > 60) return null;
    const program = await this.programs.findById(programId);
    return program ? summaryOf(program) : null;
  }

  async list(): Promise<ProgramSummary[]> {
    return (await this.programs.list()).map(summaryOf);
  }
}

function summaryOf(program: ProgramDefinition): ProgramSummary {
  return {
    id: program.id,
    slug: program.slug,
    name: program.name,
    summary: program.summary,
    kind: program.kind,
    requiresInterests: program.requiresInterests,
    requiresNeighborhood: program.requiresNeighborhood,
    allowsHosting: program.allowsHosting,
    requiresTimeSlots: program.requiresTimeSlots,
    enrollmentDeadline: program.enrollmentDeadline ? new Date(program.enrollmentDeadline) : null,
    tracks: program.tracks.map((track) => ({ ...track })),
    priceCents: program.priceCents,
    currency: program.currency,
    priceUnit: program.priceUnit,
    minGroupSize: program.minGroupSize,
    maxGroupSize: program.maxGroupSize,
    weeks: program.weeks,
    sessionMinutes: program.sessionMinutes,
  };
}
