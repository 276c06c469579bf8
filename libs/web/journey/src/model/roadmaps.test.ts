import { describe, expect, it } from 'vitest';
import {
  activeStepIndex,
  isAllSet,
  needsVideoReminder,
  progressPercent,
  roadmaps,
  roadmapsFor,
  withStepDone,
} from './roadmaps';

const gettingStarted = roadmaps[0]!;

describe('roadmaps (spec 3 §4)', () => {
  it('rounds progress down', () => {
    expect(progressPercent(gettingStarted, {})).toBe(0);
    expect(progressPercent(gettingStarted, { 'getting-started': ['craft-profile'] })).toBe(20);
    const howItWorks = roadmaps[1]!; // three steps with ids and one coming soon
    expect(progressPercent(howItWorks, { 'how-it-works': ['picking'] })).toBe(33);
    expect(progressPercent(howItWorks, { 'how-it-works': ['picking', 'groups'] })).toBe(66);
  });

  it('makes the first step not done the active one', () => {
    expect(activeStepIndex(gettingStarted, {})).toBe(0);
    expect(activeStepIndex(gettingStarted, { 'getting-started': ['craft-profile', 'vibe-check'] })).toBe(1);
  });

  it('adds the bonus roadmap only in Metro Vancouver', () => {
    expect(roadmapsFor('CA:ON:Toronto').map((roadmap) => roadmap.id)).not.toContain('metro-vancouver');
    expect(roadmapsFor('Metro Vancouver, BC').at(-1)?.id).toBe('metro-vancouver');
    expect(roadmapsFor('Canada:British Columbia:Vancouver').at(-1)?.id).toBe('metro-vancouver');
    expect(roadmapsFor(null)).toHaveLength(roadmaps.length);
  });

  it('adds a step to its roadmap without touching the others or repeating it', () => {
    const before = { 'how-it-works': ['picking'] };
    expect(withStepDone(before, 'getting-started', 'vibe-check')).toEqual({
      'how-it-works': ['picking'],
      'getting-started': ['vibe-check'],
    });
    expect(withStepDone(before, 'how-it-works', 'picking')).toEqual(before);
  });

  it('reminds about videos once the profile step is done with fewer than two', () => {
    expect(needsVideoReminder({}, 0)).toBe(false);
    expect(needsVideoReminder({ 'getting-started': ['craft-profile'] }, 1)).toBe(true);
    expect(needsVideoReminder({ 'getting-started': ['craft-profile'] }, 2)).toBe(false);
  });

  it('is all set with every step done and two videos', () => {
    const everything = Object.fromEntries(
      roadmaps.map((roadmap) => [roadmap.id, roadmap.tasks.flatMap((task) => (task.id ? [task.id] : []))]),
    );
    expect(isAllSet(roadmaps, everything, 2)).toBe(true);
    expect(isAllSet(roadmaps, everything, 1)).toBe(false);
    expect(isAllSet(roadmaps, {}, 2)).toBe(false);
  });
});
