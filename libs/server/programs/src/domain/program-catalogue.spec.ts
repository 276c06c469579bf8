import { describe, expect, it } from '@jest/globals';
import { seasonCalendar } from '@ember/time-zones';
import { programCatalogue as catalogueOf, programIdForSlug } from './program-catalogue.js';

// A Tuesday: the season's anchor is Thursday 3 December.
const season = seasonCalendar(new Date('2026-11-24T15:00:00Z'));
const programCatalogue = catalogueOf(season);

describe('program catalogue', () => {
  it('holds the eight detail programs and the four campaigns', () => {
    expect(programCatalogue.map((program) => program.id).sort()).toEqual(
      [
        'ai-future-skills',
        'art-making',
        'communication-performance',
        'cooking-series',
        'movement-trust',
        'partner-dance',
        'pottery',
        'solo-dance',
        'prog-brains-and-barstools',
        'prog-coffee',
        'prog-halloween-2025',
        'prog-halloween-mystery',
      ].sort(),
    );
  });

  it('keeps slugs unique, prices in whole cents and group sizes ordered', () => {
    expect(new Set(programCatalogue.map((program) => program.slug)).size).toBe(programCatalogue.length);
    for (const program of programCatalogue) {
      expect(Number.isInteger(program.priceCents) && program.priceCents >= 0).toBe(true);
      expect(program.minGroupSize).toBeLessThanOrEqual(program.maxGroupSize);
    }
  });

  it('takes the campaign deadlines from the season, in Toronto time', () => {
    const deadline = (id: string) => programCatalogue.find((program) => program.id === id)?.enrollmentDeadline;
    expect(deadline('prog-coffee')?.toISOString()).toBe('2026-12-04T04:59:59.000Z');
    expect(deadline('prog-brains-and-barstools')?.toISOString()).toBe('2026-12-04T04:59:59.000Z');
    expect(deadline('prog-halloween-2025')?.toISOString()).toBe('2026-12-05T04:59:59.000Z');
    expect(deadline('prog-halloween-mystery')?.toISOString()).toBe('2026-12-05T04:59:59.000Z');
    expect(deadline('pottery')).toEqual(season.cohortDeadline);
  });

  it('names the dates of the season in the summaries', () => {
    const summary = (id: string) => programCatalogue.find((program) => program.id === id)!.summary;
    expect(summary('prog-coffee')).toContain('Sat, Dec 12 or Sun, Dec 13');
    expect(summary('prog-brains-and-barstools')).toContain('Tuesday, December 15, 6-8 PM');
    expect(summary('prog-halloween-2025')).toContain('Friday, December 11');
  });

  it('gives the spec tracks', () => {
    const tracks = (id: string) => programCatalogue.find((program) => program.id === id)!.tracks.map((t) => t.name);
    expect(tracks('partner-dance')).toEqual([
      'salsa / bachata',
      'swing / lindy hop',
      'argentine tango',
      'brazilian zouk',
      'ballroom basics',
      'blues',
    ]);
    expect(tracks('movement-trust')).toEqual(['acroyoga', 'handstand', 'dance lifts']);
    expect(programCatalogue.find((program) => program.id === 'art-making')!.tracks[3]).toEqual({
      id: 'mixed-media',
      name: 'mixed media',
    });
  });

  it.each([
    ['coffee', 'prog-coffee'],
    ['/halloween-2025', 'prog-halloween-2025'],
    ['Halloween-Mystery', 'prog-halloween-mystery'],
    ['brains-and-barstools', 'prog-brains-and-barstools'],
    ['pottery', 'pottery'],
    ['prog-coffee', 'prog-coffee'],
  ])('reads the slug %s as %s', (slug, id) => {
    expect(programIdForSlug(slug)).toBe(id);
  });

  it('finds no alias among the properties every object inherits', () => {
    for (const inherited of ['constructor', '__proto__', 'toString', 'hasOwnProperty'])
      expect(programIdForSlug(inherited)).toBe(inherited.toLowerCase());
  });
});
