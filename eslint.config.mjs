// One lint for the web code: both apps, the domain package, the e2e suites and the bench scripts.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/', '**/dist-server/', 'packages/domain/src/generated.ts', 'e2e/results/', 'bench/results/', 'pb_data/', 'bin/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A leading underscore names what is left out on purpose: `const { id: _id, ...fields } = data`.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['storefront/src/**/*.{ts,tsx}', 'admin/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['**/*.{mjs,js}', '*/vite.config.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    // The e2e suites run functions inside the page with page.evaluate.
    files: ['e2e/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
