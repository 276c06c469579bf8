import { describe, expect, it } from '@jest/globals';
import { programCatalogue, programIdForSlug } from './program-catalogue.js';

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

  it('carries the campaign deadlines of spec 2 §9 in Toronto time', () => {
    const deadline = (id: string) => programCatalogue.find((program) => program.id === id)?.enrollmentDeadline;
    expect(deadline('prog-coffee')?.toISOString()).toBe('2025-11-28T04:59:59.000Z');
    expect(deadline('prog-brains-and-barstools')?.toISOString()).toBe('2025-10-24T03:59:59.000Z');
    expect(deadline('prog-halloween-2025')?.toISOString()).toBe('2025-10-25T03:59:59.000Z');
    expect(deadline('prog-halloween-mystery')?.toISOString()).toBe('2025-10-25T03:59:59.000Z');
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
