import { useSyncExternalStore } from 'react';
import { type StartFlow, readStartFlow, subscribeStartFlow } from './start-flow';

/** The start flow, re-rendering when a page or another tab changes it. */
export function useStartFlow(): StartFlow {
  return useSyncExternalStore(subscribeStartFlow, readStartFlow, readStartFlow);
}
