// Shared setup of the web projects' Vitest runs: DOM matchers, and a clean document and storage
// after every test (tests run without Vitest globals, so Testing Library cannot clean up itself).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `findBy…` and `waitFor` wait for an event, not for a time: the 1 s default is a deadline that a
// loaded CI machine (every project's tests at once on two cores) misses while lazy routes compile.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // A file may ask for the node environment (`@vitest-environment node`): there is no storage there.
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
