import { useEffect, useId, useState } from 'react';
import type { HowItWorksBlock as HowItWorksContent } from '@ember/content';
import { useReducedMotion } from '../hooks/use-media-query';
import styles from './how-it-works-graphic.module.css';

type Step = HowItWorksContent['steps'][number];

/** Spec 2 §4: five stages, 0-4, advanced by tapping. */
export const graphicStages = 5;
/** At stage 2 the mutual-pick lines appear one after another, each 300-700 ms after the last. */
export const lineDelayMs = { min: 300, max: 700 } as const;
export const groupLabel = 'Your Group - 5 compatible people';

// Twelve people around the picture; you are person 0.
const initials = ['you', 'AM', 'JS', 'RK', 'LD', 'TN', 'PB', 'OC', 'MV', 'EH', 'SG', 'NW'];
const people = initials.map((label, index) => {
  const angle = (index / initials.length) * Math.PI * 2 - Math.PI / 2;
  const radius = index % 2 === 0 ? 118 : 96;
  return { label, tint: index % 3, x: 160 + radius * Math.cos(angle), y: 150 + radius * Math.sin(angle) };
});
/** The five who end up together: each has at least one mutual pick inside the group. */
export const group = [0, 1, 3, 10, 11];
/** Mutual picks (both picked each other), in the order their lines appear. */
export const mutualPicks: readonly [number, number][] = [
  [0, 1],
  [1, 3],
  [10, 11],
  [0, 11],
  [4, 6],
  [3, 10],
  [7, 8],
  [0, 3],
];
/** One-way picks at stage 1: interest that may or may not come back. */
const oneWayPicks: readonly [number, number][] = [
  [0, 5],
  [2, 1],
  [9, 10],
  [6, 4],
  [8, 7],
  [3, 1],
];

function randomDelay(): number {
  return Math.round(lineDelayMs.min + Math.random() * (lineDelayMs.max - lineDelayMs.min));
}

/** How many mutual-pick lines show: at stage 2 they arrive one by one (all at once with reduced motion). */
function useLines(stage: number, reduceMotion: boolean): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (stage !== 2 || reduceMotion) return;
    const timers: number[] = [];
    let at = 0;
    for (let line = 1; line <= mutualPicks.length; line += 1) {
      at += randomDelay();
      timers.push(window.setTimeout(() => setShown(line), at));
    }
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [stage, reduceMotion]);
  if (stage < 2) return 0;
  if (stage > 2 || reduceMotion) return mutualPicks.length;
  return shown;
}

/**
 * Root v1's animated how-it-works picture: everyone (0), private picks (1), mutual picks joined by
 * lines (2), a five-person group lit up (3), and 'Your Group - 5 compatible people' (4). A tap (or
 * Enter) moves to the next stage; after the last it starts over.
 */
export function HowItWorksGraphic({ steps }: { steps: Step[] }) {
  const [stage, setStage] = useState(0);
  const captionId = useId();
  const reduceMotion = useReducedMotion();
  const lines = useLines(stage, reduceMotion);
  const step = steps[stage];
  const inGroup = (index: number) => stage >= 3 && group.includes(index);
  const next = () => setStage((current) => (current + 1) % graphicStages);

  return (
    <div className={styles.wrap}>
      <button
        type="button"
        className={styles.stage}
        onClick={next}
        data-stage={stage}
        aria-label={stage === graphicStages - 1 ? 'Start the walkthrough again' : 'Show the next step'}
        aria-describedby={captionId}
      >
        <svg viewBox="0 0 320 300" className={styles.svg} aria-hidden="true">
          {stage === 1 &&
            oneWayPicks.map(([from, to]) => (
              <line
                key={`${from}-${to}`}
                className={styles.oneWay}
                x1={people[from]!.x}
                y1={people[from]!.y}
                x2={people[to]!.x}
                y2={people[to]!.y}
              />
            ))}
          {mutualPicks.slice(0, lines).map(([from, to]) => (
            <line
              key={`${from}-${to}`}
              className={`${styles.mutual} ${inGroup(from) && inGroup(to) ? styles.groupLine : ''}`}
              data-testid="mutual-line"
              x1={people[from]!.x}
              y1={people[from]!.y}
              x2={people[to]!.x}
              y2={people[to]!.y}
            />
          ))}
          {people.map((person, index) => (
            <g
              key={person.label}
              className={styles.person}
              data-tint={person.tint}
              data-you={index === 0}
              data-in-group={inGroup(index)}
              data-dimmed={stage >= 3 && !inGroup(index)}
              data-picking={stage === 1 && oneWayPicks.some(([from]) => from === index)}
              data-testid={inGroup(index) ? 'group-member' : undefined}
            >
              <circle cx={person.x} cy={person.y} r={16} />
              <text x={person.x} y={person.y + 3.5} textAnchor="middle">
                {person.label}
              </text>
            </g>
          ))}
        </svg>
        {stage === graphicStages - 1 && <span className={styles.groupLabel}>{groupLabel}</span>}
        <span className={styles.hint} aria-hidden="true">
          {stage === graphicStages - 1 ? 'tap to start over' : 'tap to continue'}
        </span>
      </button>
      <div id={captionId} className={styles.caption} aria-live="polite">
        <p className={styles.count}>
          Step {stage + 1} of {graphicStages}
        </p>
        {step && (
          <>
            <h3 className={styles.title}>{step.title}</h3>
            <p>{step.text}</p>
          </>
        )}
      </div>
      <ol className={styles.dots} aria-hidden="true">
        {Array.from({ length: graphicStages }, (_, index) => (
          <li key={index} data-current={index === stage} />
        ))}
      </ol>
    </div>
  );
}
