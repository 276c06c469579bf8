import { describe, expect, it } from '@jest/globals';
import { type Clock, FixedClock, token } from '@ember/kernel';
import { useCase } from './use-case.provider.js';

abstract class Greetings {
  abstract greeting(): string;
}
abstract class Names {
  abstract names(): string[];
}
interface Punctuation {
  mark: string;
}
const CLOCK = token<Clock>('CLOCK');
const PUNCTUATION = token<Punctuation>('PUNCTUATION');

class Greeter {
  constructor(
    readonly greetings: Greetings,
    readonly names: Names,
    readonly punctuation: Punctuation,
    readonly clock: Clock,
  ) {}
}

describe('useCase', () => {
  it('constructs the class with the dependencies Nest resolves, in order', () => {
    const provider = useCase(Greeter, [Greetings, Names, PUNCTUATION, CLOCK]);
    expect(provider.provide).toBe(Greeter);
    expect(provider.inject).toEqual([Greetings, Names, PUNCTUATION, CLOCK]);
    const clock = new FixedClock();
    const greetings = { greeting: () => 'hi' };
    const names = { names: () => ['Ada'] };
    const made = provider.useFactory(greetings, names, { mark: '!' }, clock);
    expect(made).toBeInstanceOf(Greeter);
    expect(made).toMatchObject({ greetings, names, punctuation: { mark: '!' }, clock });
  });

  it('does not compile with a swapped, wrong, missing or extra dependency', () => {
    // Each line below is a compile error (checked by `npm run typecheck`); at run time they only build providers.
    // @ts-expect-error swapped ports
    useCase(Greeter, [Names, Greetings, PUNCTUATION, CLOCK]);
    // @ts-expect-error swapped tokens
    useCase(Greeter, [Greetings, Names, CLOCK, PUNCTUATION]);
    // @ts-expect-error a token of another type
    useCase(Greeter, [Greetings, Names, token<{ other: number }>('OTHER'), CLOCK]);
    // @ts-expect-error an untyped symbol
    useCase(Greeter, [Greetings, Names, Symbol('PUNCTUATION'), CLOCK]);
    // @ts-expect-error one missing
    useCase(Greeter, [Greetings, Names, PUNCTUATION]);
    // @ts-expect-error one too many
    useCase(Greeter, [Greetings, Names, PUNCTUATION, CLOCK, CLOCK]);
  });
});
