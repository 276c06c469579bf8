import { type Clock, token } from '@ember/kernel';

/** The injection token for the kernel's Clock; tests swap in a FixedClock (`ConfigModule.forRoot`). */
export const CLOCK = token<Clock>('CLOCK');
