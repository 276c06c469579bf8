import { describe, expect, it } from '@jest/globals';
import { Round } from '../domain/round/round.entity.js';
import type { ProgramTerms } from '../domain/round/round-terms.js';
import { phaseJobsOf } from './round-scheduling.js';
import { coffeeTerms } from '../testing/coffee-terms.js';

const now = new Date('2026-11-22T12:00:00Z');
const hour = 3600_000;
const coffee: ProgramTerms = coffeeTerms;
const open = new Date(now.getTime() + hour);
const close = new Date(now.getTime() + 73 * hour);
const lead = 24 * hour;

const jobs = (round: Round) => phaseJobsOf(round, lead).map(({ phase, dueAt }) => [phase, dueAt.toISOString()]);

describe('the phase jobs of a round', () => {
  it('follow the round through its lifecycle, each with a fixed due time', () => {
    const round = Round.plan(coffee, { picksOpenAt: open, picksCloseAt: close }, null, now);
    const remind = new Date(close.getTime() - lead).toISOString();
    expect(jobs(round)).toEqual([
      ['open-picks', open.toISOString()],
      ['remind-picks', remind],
      ['close-picks', close.toISOString()],
    ]);
    round.status = 'collecting';
    expect(jobs(round)).toEqual([
      ['remind-picks', remind],
      ['close-picks', close.toISOString()],
    ]);
    round.remindedFor = close;
    expect(jobs(round)).toEqual([['close-picks', close.toISOString()]]);
    round.status = 'forming';
    expect(jobs(round)).toEqual([['form-groups', close.toISOString()]]);
    round.status = 'reviewing';
    round.reviewClosesAt = new Date(close.getTime() + 24 * hour);
    expect(jobs(round)).toEqual([
      ['form-groups', close.toISOString()],
      ['close-review', round.reviewClosesAt.toISOString()],
    ]);
    round.formedNotifiedAt = close;
    expect(jobs(round)).toEqual([['close-review', round.reviewClosesAt.toISOString()]]);
    round.status = 'closed';
    expect(jobs(round)).toEqual([['close-review', round.reviewClosesAt.toISOString()]]);
    round.settledAt = round.reviewClosesAt;
    expect(jobs(round)).toEqual([]);
  });

  it('reminds again when picks close later than the reminder was sent for', () => {
    const round = Round.plan(coffee, { picksOpenAt: open, picksCloseAt: close }, null, now);
    round.status = 'collecting';
    round.remindedFor = close;
    round.reschedule({ picksCloseAt: new Date(close.getTime() + 48 * hour) }, now);
    expect(jobs(round).map(([phase]) => phase)).toEqual(['remind-picks', 'close-picks']);
  });
});
