import { type Clock, systemClock, token } from '@ember/kernel';

/** The injection token for the kernel's Clock; tests swap in a FixedClock. */
export const CLOCK = token<Clock>('CLOCK');

export const clockProvider = { provide: CLOCK, useValue: systemClock };
