import type { Clock } from '@ember/kernel';
import { Round, type RoundRequest } from '../domain/round/round.entity.js';
import { InvalidRoundError, RoundOverlapsError } from '../domain/round/round.errors.js';
import type { RoundRepository } from '../domain/round/round.repository.js';
import type { Actor } from './actor.js';
import type { ProgramCatalogue } from './program-catalogue.port.js';
import type { RoundScheduling } from './round-scheduling.js';

/** An admin or host plans a round of a program in a city; its phase jobs are scheduled at once. */
export class CreateRoundUseCase {
  constructor(
    private readonly programs: ProgramCatalogue,
    private readonly rounds: RoundRepository,
    private readonly scheduling: RoundScheduling,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, programId: string, request: RoundRequest): Promise<Round> {
    const program = await this.programs.find(programId);
    if (!program) throw new InvalidRoundError('programId', 'There is no such program.');
    const round = Round.plan(program, request, actor.id, this.clock.now());
    if (!(await this.rounds.insertAlone(round))) throw new RoundOverlapsError();
    await this.scheduling.ensure(round);
    return round;
  }
}
