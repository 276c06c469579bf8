/**
 * Narrows a relationship value to the populated document. With enough `depth` the CMS returns the
 * document; otherwise only its id, which this treats as absent.
 */
export function populated<T extends { id: number }>(value: number | T | null | undefined): T | undefined {
  return value !== null && typeof value === 'object' ? value : undefined;
}

/** The populated documents of a has-many relationship, in order. */
export function populatedList<T extends { id: number }>(values: (number | T)[] | null | undefined): T[] {
  return (values ?? []).flatMap((value) => (typeof value === 'object' ? [value] : []));
}
