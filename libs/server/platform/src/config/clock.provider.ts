/** The injection token for the kernel's Clock; tests swap in a FixedClock (`ConfigModule.forRoot`). */
export const CLOCK = Symbol('CLOCK');
