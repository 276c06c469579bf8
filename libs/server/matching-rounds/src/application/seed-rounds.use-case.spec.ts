import { describe, expect, it } from '@jest/globals';
import { FixedClock } from '@ember/kernel';
import type { Round } from '../domain/round/round.entity.js';
import type { RoundRepository } from '../domain/round/round.repository.js';
import type { ProgramCatalogue } from './program-catalogue.port.js';
import { coffeeTerms } from '../testing/coffee-terms.js';
import { SeedRoundsUseCase } from './seed-rounds.use-case.js';

const day = 24 * 3600 * 1000;
const now = new Date('2026-11-25T15:00:00Z');

type Listed = Awaited<ReturnType<ProgramCatalogue['list']>>[number];
const aProgram = (overrides: Partial<Listed>): Listed => ({
  ...coffeeTerms,
  enrollmentDeadline: new Date(now.getTime() + 8 * day),
  ...overrides,
});

/** Only what the seed touches: one open round per program and city, as the SQL repository keeps it. */
function roundsHolding(existing: Round[]) {
  const rows = [...existing];
  const repository = {
    insertAlone: async (round: Round) => {
      const open = rows.some((row) => row.programId === round.programId && row.status !== 'closed');
      if (!open) rows.push(round);
      return !open;
    },
  };
  return { rows, repository: repository as unknown as RoundRepository };
}

const seed = (programs: Listed[], rounds: RoundRepository) =>
  new SeedRoundsUseCase({ list: async () => programs } as unknown as ProgramCatalogue, rounds, new FixedClock(now));

describe('seeding rounds', () => {
  it("opens a campaign's round for picks now, until its registration closes", async () => {
    const { rows, repository } = roundsHolding([]);
    expect(await seed([aProgram({})], repository).execute()).toBe(1);
    expect(rows[0]!.picksOpenAt).toEqual(now);
    expect(rows[0]!.picksCloseAt).toEqual(new Date(now.getTime() + 8 * day));
    expect(rows[0]!.acceptsPicks(now)).toBe(true);
  });

  it("opens a multi-week program's round when its registration closes, for a week", async () => {
    const deadline = new Date(now.getTime() + 40 * day);
    const { rows, repository } = roundsHolding([]);
    await seed(
      [aProgram({ id: 'pottery', kind: 'program', weeks: 6, enrollmentDeadline: deadline })],
      repository,
    ).execute();
    expect(rows[0]!.picksOpenAt).toEqual(deadline);
    expect(rows[0]!.picksCloseAt).toEqual(new Date(deadline.getTime() + 7 * day));
  });

  it('skips closed registrations and programs without time slots, and seeds again once a round closed', async () => {
    const { rows, repository } = roundsHolding([]);
    const programs = [
      aProgram({}),
      aProgram({ id: 'prog-halloween-2025', requiresTimeSlots: false }),
      aProgram({ id: 'old', enrollmentDeadline: new Date(now.getTime() - day) }),
    ];
    expect(await seed(programs, repository).execute()).toBe(1);
    expect(await seed(programs, repository).execute()).toBe(0);
    rows[0]!.status = 'closed';
    expect(await seed(programs, repository).execute()).toBe(1);
  });
});
