/** The injection token for the kernel's Clock; tests hand ConfigModule a FixedClock. */
export const CLOCK = Symbol('CLOCK');
