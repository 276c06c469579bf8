import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api, sessionUnauthorized } from '@ember/api-client';

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler | null = null;

let signingOut = false;

/** The router registers what a lost session does; the store only reports it. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  onUnauthorized = handler;
}

/**
 * Runs a sign-out: the 401s its own refetches bring (the session is gone on purpose) send no one to
 * /login?redirectedFrom=…; the sign-out takes the person to /login itself.
 */
export async function whileSigningOut<T>(work: () => Promise<T>): Promise<T> {
  signingOut = true;
  try {
    return await work();
  } finally {
    signingOut = false;
  }
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
    effect: () => {
      if (!signingOut) onUnauthorized?.();
    },
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
