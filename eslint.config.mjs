// ESLint (flat config), run by `npm run lint` and counted as one test by npm test (scripts/run-tests.mjs).
// The server, the registry and the tests get typescript-eslint's type-aware recommended rules (each file
// read with the types of its workspace's tsconfig.json); the React files of the back-office and the site
// get React's rules of hooks.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'site/.astro/**', 'api/embedded-db/**', '.ci/**', 'test-results/**', 'data/**'] },
  {
    files: ['api/src/**/*.ts', 'schemas/src/**/*.ts', 'tests/**/*.ts'],
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      globals: globals.node,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Records are `Values` (Record<string, unknown>) until the registry's inferred record types reach the
      // API (issue 38, item 6): `String(record._id)` on an ObjectId or a string is right, yet the rule cannot
      // know it from `unknown` (148 hits, all of this shape). To switch back on with those types.
      '@typescript-eslint/no-base-to-string': 'off',
      // An async function without await implements a Promise-returning interface (the tests' fakes of a
      // collection or a transport, handlers that a caller awaits): `Promise.resolve(…)` in its place would
      // add noise and turn its throws into synchronous ones.
      '@typescript-eslint/require-await': 'off',
      // A leading underscore marks a binding left unused on purpose, and a rest sibling leaves fields out
      // of a copy (`const { secret: _secret, ...shown } = record`).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // The tests read HTTP answers (supertest's `body`, `fetch().json()`, `JSON.parse`) and build vitest's
    // asymmetric matchers (`expect.stringMatching(…)`), all `any` by the libraries' types; their assertions
    // check the shape. Typing each of them to satisfy these rules would add casts, not checks (3 700 hits,
    // nearly all `res.body.…`). Every other type-aware rule applies to the tests.
    files: ['tests/**/*.ts', '**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // React's rules of hooks. The plugin's other rules (set-state-in-effect, refs, static-components…)
    // check what the React Compiler needs, which neither the back-office nor the site uses.
    files: ['admin/src/**/*.{ts,tsx}', 'site/src/**/*.{ts,tsx}'],
    // typescript-eslint's plugin is loaded for the comments that name its rules in these files.
    plugins: { 'react-hooks': reactHooks, '@typescript-eslint': tseslint.plugin },
    languageOptions: { parser: tseslint.parser },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
