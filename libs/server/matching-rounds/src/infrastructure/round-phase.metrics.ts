import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import type { Clock } from '@ember/kernel';
import { CLOCK, collectOnScrape, roundPhaseOverdue } from '@ember/platform';
import { phaseJobsOf } from '../application/round-scheduling.js';
import { ROUND_SETTINGS, type RoundSettings } from '../application/round-settings.js';
import { RoundRepository } from '../domain/round/round.repository.js';

/** A phase job runs at its due time; one still owed this long after it counts as late. */
const graceMs = 60_000;

/**
 * `ember_rounds_phase_overdue_seconds`, read from the rounds themselves at each scrape: how late
 * the most overdue phase of an unfinished round is (a phase job lost, or a worker that cannot keep
 * up). Every worker reports it alike; the alert takes the maximum.
 */
@Injectable()
export class RoundPhaseMetrics implements OnApplicationBootstrap {
  constructor(
    private readonly orm: MikroORM,
    private readonly rounds: RoundRepository,
    @Inject(ROUND_SETTINGS) private readonly settings: RoundSettings,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    collectOnScrape(roundPhaseOverdue, () => this.collect());
  }

  private async collect(): Promise<void> {
    const now = this.clock.now().getTime();
    const unfinished = await RequestContext.create(this.orm.em, () => this.rounds.listUnfinished());
    const overdueMs = unfinished
      .flatMap((round) => phaseJobsOf(round, this.settings.reminderLeadMs))
      .map((job) => now - job.dueAt.getTime() - graceMs);
    roundPhaseOverdue.set(Math.max(0, ...overdueMs) / 1000);
  }
}
