declare const provides: unique symbol;

/**
 * The name of a dependency that has no class of its own (settings, the clock), carrying the type
 * it stands for, so wiring can be checked against the constructors that receive it.
 */
export type Token<T> = symbol & { readonly [provides]: T };

export function token<T>(description: string): Token<T> {
  return Symbol(description) as Token<T>;
}
