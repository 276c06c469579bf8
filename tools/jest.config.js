import { serverJestProject } from './jest/server-preset.js';

export default {
  ...serverJestProject(import.meta.dirname, 'tools'),
  testMatch: [
    '<rootDir>/launcher/**/*.int-spec.ts',
    '<rootDir>/launcher/**/*.spec.ts',
    '<rootDir>/matching/**/*.int-spec.ts',
    '<rootDir>/packaging/**/*.spec.ts',
    '<rootDir>/packaging/**/*.int-spec.ts',
    '<rootDir>/test/**/*.spec.ts',
  ],
};
