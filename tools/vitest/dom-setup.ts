// Shared setup of the web projects' Vitest runs: DOM matchers, and a clean document and storage
// after every test (tests run without Vitest globals, so Testing Library cannot clean up itself).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has `<dialog>` without `showModal()`: Google's polyfill gives it the browser's behaviour
// (modal stack, Escape as a cancelable `cancel`, backdrop clicks, focus kept out of the page).
// Loaded only where there is a DOM: a file may ask for the node environment.
if (globalThis.HTMLDialogElement && !('showModal' in HTMLDialogElement.prototype)) {
  const { default: dialogPolyfill } = await import('dialog-polyfill');
  Object.defineProperty(HTMLDialogElement.prototype, 'showModal', {
    configurable: true,
    // Writable, so that the polyfill can put its own on each element it registers.
    writable: true,
    value(this: HTMLDialogElement) {
      // Registering puts the polyfill's own showModal and close on the element. Its warnings (that
      // the element type exists, that a parent makes a stacking context) are about painting, which
      // jsdom does not do, so they are left out.
      const warn = console.warn;
      console.warn = () => undefined;
      try {
        dialogPolyfill.forceRegisterDialog(this);
        this.showModal();
      } finally {
        console.warn = warn;
      }
    },
  });
}

// `findBy…` and `waitFor` wait for an event, not for a time: the 1 s default is a deadline that a
// loaded CI machine (every project's tests at once on two cores) misses while lazy routes compile.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // A file may ask for the node environment (`@vitest-environment node`): there is no storage there.
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
