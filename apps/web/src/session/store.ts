import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { accountSuspended, api, sessionUnauthorized } from '@ember/api-client';

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler | null = null;
type SuspendedHandler = (message: string) => void;
let onSuspended: SuspendedHandler | null = null;

/** The router registers what a suspended account's next request does: the suspended screen. */
export function setSuspendedHandler(handler: SuspendedHandler | null): void {
  onSuspended = handler;
}

/** The router registers what a lost session does; the store only reports it. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  onUnauthorized = handler;
}

/**
 * The api's cache, plus the UI-only slices of the features, each injected by the lazy route
 * module that uses it, so a chunk carries only its own state.
 */
export const rootReducer = combineSlices(api).withLazyLoadedSlices();

export function createAppStore() {
  const listeners = createListenerMiddleware();
  listeners.startListening({
    actionCreator: sessionUnauthorized,
    effect: () => onUnauthorized?.(),
  });
  listeners.startListening({
    actionCreator: accountSuspended,
    effect: (action) => onSuspended?.(action.payload.message),
  });
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().prepend(listeners.middleware).concat(api.middleware),
  });
  // Focus and reconnect events for the api's refetchOnFocus and refetchOnReconnect.
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;

/** The app's one store; created when the first page that needs it loads. */
export const store = createAppStore();
