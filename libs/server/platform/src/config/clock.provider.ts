import { systemClock } from '@ember/kernel';

/** The injection token for the kernel's Clock; tests swap in a FixedClock. */
export const CLOCK = Symbol('CLOCK');

export const clockProvider = { provide: CLOCK, useValue: systemClock };
