import { analyticsApi } from '@ember/api-client';
import { Tracker, listenToPage } from '@ember/web-analytics';
import { store } from '../session/store';

/** The app's tracker, sending through the api client; created only when analytics are on. */
export function startTracking(): { tracker: Tracker; stop: () => void } {
  const tracker = new Tracker({
    send: (entries) =>
      store.dispatch(analyticsApi.endpoints.trackBatch.initiate({ trackBatchRequest: { entries } })).unwrap(),
  });
  tracker.setEnabled(true);
  const stopListening = listenToPage(tracker);
  return {
    tracker,
    stop: () => {
      stopListening();
      tracker.setEnabled(false);
    },
  };
}
