// Every server project's unit and integration tests in one run; each project keeps its own config.
export default {
  // A global option: per-project values are ignored when the projects run together.
  testTimeout: 30_000,
  // Most integration files wait on PostgreSQL, Redis, SMTP or a child process rather than the CPU,
  // so two files at a time fit two cores (Jest's own default in CI is one fewer than the cores).
  maxWorkers: 2,
  projects: [
    '<rootDir>/libs/server/*/jest.config.js',
    '<rootDir>/libs/shared/*/jest.config.js',
    '<rootDir>/apps/*/jest.config.js',
    '<rootDir>/tools/jest.config.js',
  ],
};
