import { use, useContext, useEffect, useState } from 'react';
import { type ContentClient, browserContentClient } from '@ember/content';
import { ContentSnapshotContext } from './content-snapshot';

export type ContentState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  /** The document does not exist (the loader answered null). */
  | { status: 'missing' }
  /** The CMS could not be reached and no copy was held. */
  | { status: 'unavailable'; retry: () => void };

/** Results already shown this visit, so going back to a page renders it at once. */
const shown = new Map<string, unknown>();

/** After the page has loaded and the browser is idle: work that must not compete with the first paint. */
function whenSettled(work: () => void): () => void {
  let cancelled = false;
  let idle = 0;
  const run = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(work, { timeout: 5000 });
    else idle = window.setTimeout(work, 1000);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

function sameContent(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Content from the CMS for a page: `load` reads it through the shared client (which serves held
 * copies at once and refreshes them behind the page). When a refresh brings a different version,
 * the page re-renders with it. `key` names what is loaded (a new key loads again).
 *
 * A page rendered ahead (see ContentSnapshot) reads on the server, where the render waits for it,
 * and starts in the browser from the copy the server sent; its refresh waits until the page has
 * loaded.
 */
export function useContent<T>(key: string, load: (client: ContentClient) => Promise<T | null>): ContentState<T> {
  const snapshot = useContext(ContentSnapshotContext);
  if (snapshot?.client && !snapshot.values.has(key)) use(snapshot.read(key, load));
  const sent = snapshot?.values.has(key) === true;
  const initial = (): ContentState<T> =>
    sent
      ? ready(snapshot!.values.get(key) as T | null)
      : shown.has(key)
        ? ready(shown.get(key) as T | null)
        : { status: 'loading' };
  const [state, setState] = useState<{ key: string; value: ContentState<T> }>(() => ({ key, value: initial() }));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const client = browserContentClient();
    let current = true;
    if (sent) shown.set(key, snapshot!.values.get(key));
    const read = () =>
      load(client).then(
        (data) => {
          if (!current) return;
          shown.set(key, data);
          setState((previous) =>
            previous.key === key && previous.value.status === 'ready' && sameContent(previous.value.data, data)
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
    const cancelRead = sent && attempt === 0 ? whenSettled(() => void read()) : (void read(), () => undefined);
    const unsubscribe = client.subscribe(() => void read());
    return () => {
      current = false;
      cancelRead();
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
