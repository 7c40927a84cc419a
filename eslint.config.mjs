// One lint for the web code: both apps, the domain package, the e2e suites and the bench scripts.
import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The spec's messages, written once in backend/catalog and generated into the domain
// package, by text: the name each has in @farmsite/domain's messages.
const generated = readFileSync(new URL('packages/domain/src/generatedMessages.ts', import.meta.url), 'utf8');
const specMessages = new Map(
  Object.entries(JSON.parse(/^export const messages = (\{.*\}) as const;$/m.exec(generated)[1])).map(([name, text]) => [text, name]),
);

/** A spec message written as a literal in an app: it is @farmsite/domain's messages.<name>. */
const noSpecMessageLiteral = {
  meta: { type: 'problem', messages: { literal: "{{text}} is the spec's message messages.{{name}} of @farmsite/domain: use that." } },
  create(context) {
    const check = (node, text) => {
      const name = typeof text === 'string' ? specMessages.get(text.trim()) : undefined;
      if (name) context.report({ node, messageId: 'literal', data: { text: JSON.stringify(text.trim()), name } });
    };
    return {
      Literal: (node) => check(node, node.value),
      TemplateLiteral: (node) => node.expressions.length === 0 && check(node, node.quasis[0].value.cooked),
      JSXText: (node) => check(node, node.value),
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/',
      '**/dist-server/',
      'packages/domain/src/generated.ts',
      'packages/domain/src/generatedMessages.ts',
      'e2e/results/',
      'bench/results/',
      'pb_data/',
      'bin/',
    ],
  },
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
    // The storefront runs on Preact (storefront/vite.config.ts), whose server renderer has
    // no use(): it fails every server render.
    files: ['storefront/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', importNames: ['use'], message: "Preact's server renderer has no use(): read a context with useContext." },
          ],
        },
      ],
    },
  },
  {
    // Tests may quote the spec: they pin what visitors read.
    files: ['storefront/src/**/*.{ts,tsx}', 'admin/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { domain: { rules: { 'no-spec-message-literal': noSpecMessageLiteral } } },
    rules: { 'domain/no-spec-message-literal': 'error' },
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
