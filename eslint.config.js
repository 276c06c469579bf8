import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const namedExportsOnly = { selector: 'ExportDefaultDeclaration', message: 'Named exports only.' };
const uuidByLibrary = {
  selector: 'Literal[regex.pattern=/\\[0-9a-f\\]\\{8\\}-/i]',
  message: "Check ids with isId from @ember/kernel (uuid's validate), not another UUID pattern.",
};

const outsideLoops = ':not(WhileStatement *, DoWhileStatement *, ForStatement *, ForOfStatement *, ForInStatement *)';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '.nx/**',
      'openapi/**',
      '**/generated/**',
      '**/migrations/Migration*.ts',
      'cms/.next/**',
      'cms/src/migrations/2*',
      'cms/next-env.d.ts',
      'cms/src/payload-types.ts',
      'cms/src/app/(payload)/admin/importMap.js',
      '**/coverage/**',
      '**/playwright-report/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2024, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-syntax': ['error', namedExportsOnly, uuidByLibrary],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // A context's error map is typed from the error classes its *.errors.ts files export
    // (ErrorCodes): a domain error declared elsewhere would escape that check.
    files: ['libs/server/*/src/**/*.ts'],
    ignores: ['**/*.errors.ts', 'libs/server/kernel/**', '**/*.spec.ts', '**/*.int-spec.ts', '**/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        namedExportsOnly,
        uuidByLibrary,
        {
          selector: 'ClassDeclaration[superClass.name=/^(DomainError|RateLimitedError)$/]',
          message: "Declare domain errors in the context's *.errors.ts files, which its error map is typed from.",
        },
      ],
    },
  },
  {
    // Config files and Next.js pages need default exports.
    files: [
      '**/*.config.{js,ts,mjs}',
      'eslint.config.js',
      'cms/src/app/**',
      'cms/src/payload.config.ts',
      '**/vite.config.ts',
      '**/playwright.config.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // The web app and its libraries run in the browser and use React hooks.
    files: ['apps/web/**/*.{ts,tsx}', 'libs/web/**/*.{ts,tsx}', 'apps/web-e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // A modal is a native <dialog> shown with showModal() (Modal, useModalDialog): the browser traps
    // focus, makes the page inert and handles Escape, which a role on a <div> leaves to hand-made code.
    files: ['apps/web/src/**/*.tsx', 'libs/web/*/src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        namedExportsOnly,
        uuidByLibrary,
        {
          selector: "JSXOpeningElement[name.name!='dialog'] > JSXAttribute[name.name='role'][value.value='dialog']",
          message: 'Use a native <dialog> shown with showModal (Modal or useModalDialog from @ember/ui).',
        },
        {
          selector: "JSXAttribute[name.name='aria-modal']",
          message: 'A <dialog> shown with showModal is modal already (Modal or useModalDialog from @ember/ui).',
        },
      ],
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.int-spec.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Tests wait for the event (a polled condition, settled queues, a moved Clock, Playwright's
    // expect or clock), not for a fixed time that a loaded machine can miss or a fast one wastes.
    // A pause between polls inside a loop is fine; a deliberate one says why in its disable comment.
    files: ['**/*.spec.ts', '**/*.int-spec.ts', '**/*.test.ts', '**/*.test.tsx', 'apps/web-e2e/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        namedExportsOnly,
        uuidByLibrary,
        {
          // A zero delay lets pending callbacks run; it waits for no time.
          selector: `CallExpression[callee.name='setTimeout'][arguments.1.type='Literal']:not([arguments.1.value=0])${outsideLoops}`,
          message: 'Wait for the event (until, settled(), the Clock, expect.poll), not a fixed time.',
        },
        {
          selector: `CallExpression[callee.property.name='waitForTimeout']${outsideLoops}`,
          message: 'Wait for the event (expect(…), expect.poll, page.clock), not page.waitForTimeout.',
        },
      ],
    },
  },
);
