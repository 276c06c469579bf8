// Shared setup of the web projects' Vitest runs: DOM matchers, and a clean document and storage
// after every test (tests run without Vitest globals, so Testing Library cannot clean up itself).
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // A file may ask for the node environment (`@vitest-environment node`): there is no storage there.
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
