import { useEffect, useState } from 'react';
import { type ContentClient, browserContentClient } from '@ember/content';

export type ContentState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  /** The document does not exist (the loader answered null). */
  | { status: 'missing' }
  /** The CMS could not be reached and no copy was held. */
  | { status: 'unavailable'; retry: () => void };

/** Results already shown this visit, so going back to a page renders it at once. */
const shown = new Map<string, unknown>();

/**
 * Content from the CMS for a page: `load` reads it through the shared client (which serves held
 * copies at once and refreshes them behind the page). When a refresh brings a different version,
 * the page re-renders with it. `key` names what is loaded (a new key loads again).
 */
export function useContent<T>(key: string, load: (client: ContentClient) => Promise<T | null>): ContentState<T> {
  const [state, setState] = useState<{ key: string; value: ContentState<T> }>(() => ({
    key,
    value: shown.has(key) ? ready(shown.get(key) as T | null) : { status: 'loading' },
  }));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const client = browserContentClient();
    let current = true;
    const read = () =>
      load(client).then(
        (data) => {
          if (!current) return;
          shown.set(key, data);
          setState((previous) =>
            previous.key === key && previous.value.status === 'ready' && previous.value.data === data
              ? previous
              : { key, value: ready(data) },
          );
        },
        () => {
          // A page already shown this visit stays up; only with nothing to show does the visitor hear of it.
          if (!current || shown.has(key)) return;
          setState({ key, value: { status: 'unavailable', retry: () => setAttempt((count) => count + 1) } });
        },
      );
    void read();
    const unsubscribe = client.subscribe(() => void read());
    return () => {
      current = false;
      unsubscribe();
    };
    // `load` is a new function every render; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  if (state.key !== key) return shown.has(key) ? ready(shown.get(key) as T | null) : { status: 'loading' };
  return state.value;
}

function ready<T>(data: T | null): ContentState<T> {
  return data === null ? { status: 'missing' } : { status: 'ready', data };
}
