import type { Clock } from '@ember/kernel';
import { Round } from '../domain/round/round.entity.js';
import type { RoundRepository } from '../domain/round/round.repository.js';
import type { FormatCatalogue } from './format-catalogue.port.js';
import type { RoundScheduling } from './round-scheduling.js';

/**
 * A format's interest closed (spec 3 §3, selection): its selection round opens, with the format's
 * interested members as the pool, its capacity as group sizes and its dates as meeting times.
 * A format gets one round, however often the job runs or however many workers run it.
 */
export class OpenFormatRoundUseCase {
  constructor(
    private readonly formats: FormatCatalogue,
    private readonly rounds: RoundRepository,
    private readonly scheduling: RoundScheduling,
    private readonly clock: Clock,
  ) {}

  /** The round it opened; null when the format has one already or is not ready for selection. */
  async execute(formatId: string): Promise<Round | null> {
    const terms = await this.formats.termsOf(formatId);
    if (!terms) return null;
    const round = Round.forFormat(terms, this.clock.now());
    if (!(await this.rounds.insertAlone(round))) return null;
    await this.scheduling.ensure(round);
    return round;
  }
}
