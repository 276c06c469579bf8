import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Payload integration tests against real PostgreSQL (each file gets a fresh database), and checks
// of the seed's files that need none.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Workspace libraries (the seed's time zones) publish their TypeScript under this condition.
  resolve: { conditions: ['ember-source'] },
  ssr: { resolve: { conditions: ['ember-source'], externalConditions: ['ember-source'] } },
  test: {
    name: 'cms',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Files run one after another: each boots Payload and migrates its own database.
    fileParallelism: false,
  },
});
