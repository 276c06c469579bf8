import { useContext } from 'react';
import { ContentSnapshotContext } from './content-snapshot';

/** Makes a text once per key, or reads back the one a page rendered ahead was sent with. */
export type RenderedText = (key: string, make: () => string) => string;

const makeHere: RenderedText = (_key, make) => make();

/**
 * Text made with Intl (dates, grouped numbers, prices): a page rendered ahead carries the server's,
 * so taking it over costs no locale data (see ContentSnapshot.text). Keys name what the text says
 * and what it was made from, e.g. `deadline:2025-10-31T23:00:00Z`.
 */
export function useRenderedText(): RenderedText {
  const snapshot = useContext(ContentSnapshotContext);
  return snapshot ? (key, make) => snapshot.text(key, make) : makeHere;
}
