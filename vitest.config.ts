import { defineConfig } from 'vitest/config';

// Every web project's tests in one run (`npm test` reads its JSON report); each project keeps its own config.
export default defineConfig({
  test: {
    projects: ['apps/web', 'libs/web/*'],
  },
});
