// Every server project's unit and integration tests in one run; each project keeps its own config.
export default {
  // A global option: per-project values are ignored when the projects run together.
  testTimeout: 30_000,
  projects: [
    '<rootDir>/libs/server/*/jest.config.js',
    '<rootDir>/libs/shared/*/jest.config.js',
    '<rootDir>/apps/*/jest.config.js',
    '<rootDir>/tools/jest.config.js',
  ],
};
