// Jest settings shared by every server project: native ESM, swc transform, workspace
// packages resolved to their TypeScript sources through the `ember-source` export condition.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const swcrc = JSON.parse(readFileSync(fileURLToPath(new URL('../../.swcrc', import.meta.url)), 'utf8'));
const { exclude: _exclude, $schema: _schema, ...swcOptions } = swcrc;

/** @returns {import('jest').Config} */
export function serverJestProject(rootDir, displayName) {
  return {
    displayName,
    rootDir,
    testEnvironment: 'node',
    // Integration tests boot an app and clone a database; on a busy 2-core machine that takes seconds.
    testTimeout: 30_000,
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.int-spec.ts', '<rootDir>/test/**/*.int-spec.ts'],
    extensionsToTreatAsEsm: ['.ts'],
    moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json', 'node'],
    transform: { '^.+\\.ts$': ['@swc/jest', { ...swcOptions, swcrc: false }] },
    moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
    testEnvironmentOptions: { customExportConditions: ['ember-source', 'node', 'node-addons'] },
    setupFiles: [fileURLToPath(new URL('./reflect-metadata.js', import.meta.url))],
  };
}
