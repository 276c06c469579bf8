import { Injectable } from '@nestjs/common';
import { ProgramDirectory, type ProgramSummary } from '@ember/programs';
import { ProgramCatalogue } from '../application/program-catalogue.port.js';
import type { ProgramTerms } from '../domain/round/round-terms.js';

/** Program terms from the programs context's catalogue. */
@Injectable()
export class ProgramsCatalogue extends ProgramCatalogue {
  constructor(private readonly programs: ProgramDirectory) {
    super();
  }

  async find(programId: string): Promise<ProgramTerms | null> {
    const program = await this.programs.find(programId);
    return program ? termsOf(program) : null;
  }

  async list(): Promise<(ProgramTerms & { enrollmentDeadline: Date | null })[]> {
    return (await this.programs.list()).map((program) => ({
      ...termsOf(program),
      enrollmentDeadline: program.enrollmentDeadline,
    }));
  }
}

export function termsOf(program: ProgramSummary): ProgramTerms {
  return {
    id: program.id,
    name: program.name,
    kind: program.kind,
    priceCents: program.priceCents,
    currency: program.currency,
    priceUnit: program.priceUnit,
    minGroupSize: program.minGroupSize,
    maxGroupSize: program.maxGroupSize,
    weeks: program.weeks,
    sessionMinutes: program.sessionMinutes,
    allowsHosting: program.allowsHosting,
    requiresTimeSlots: program.requiresTimeSlots,
  };
}
