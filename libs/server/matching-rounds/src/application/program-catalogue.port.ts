import type { ProgramTerms } from '../domain/round/round-terms.js';

/** The program catalogue (programs context): a round's defaults come from its program. */
export abstract class ProgramCatalogue {
  abstract find(programId: string): Promise<ProgramTerms | null>;
  abstract list(): Promise<(ProgramTerms & { enrollmentDeadline: Date | null })[]>;
}
