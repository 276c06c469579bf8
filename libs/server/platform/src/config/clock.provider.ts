import { type Clock, token } from '@ember/kernel';

/** The injection token for the kernel's Clock; tests hand ConfigModule a FixedClock. */
export const CLOCK = token<Clock>('CLOCK');
