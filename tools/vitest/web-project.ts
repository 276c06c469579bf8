import { join } from 'node:path';
import { defineProject, type ViteUserConfig } from 'vitest/config';

type TestOptions = NonNullable<ViteUserConfig['test']>;

/**
 * The vitest project every web package shares. Workspace packages publish their TypeScript source under
 * the `ember-source` condition (server code runs their built `dist`); the browser bundle reads the
 * `browser` condition, and tests resolve the same way the bundle does.
 */
export function webProject(
  name: string,
  options: Pick<TestOptions, 'include' | 'environment'> & Pick<ViteUserConfig, 'plugins'> = {},
) {
  const { plugins, environment = 'jsdom', ...test } = options;
  return defineProject({
    plugins,
    resolve: { conditions: ['ember-source', 'module', 'browser', 'development|production'] },
    test: {
      name,
      include: ['src/**/*.test.{ts,tsx}'],
      environment,
      // Above Testing Library's 5 s wait for one element, so a missing element fails with its own message.
      testTimeout: 30_000,
      setupFiles: environment === 'jsdom' ? [join(import.meta.dirname, 'dom-setup.ts')] : [],
      ...test,
    },
  });
}
