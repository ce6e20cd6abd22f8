import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Boundaries: web and server never import each other; shared UI never imports features or generated code; machines stay pure. */
const restrict = (patterns, paths = []) => ['error', { patterns: patterns.map(([group, message]) => ({ group, message })), paths }];
/** Dates are typed through the one date input of src/web/ui (DD/MM/YYYY whatever the language). */
const oneDateInput = [{ name: '@mantine/dates', importNames: ['DateInput', 'DatePickerInput', 'DateTimePicker'], message: 'Use DateField from src/web/ui: it reads typed dates as DD/MM/YYYY.' }];

export default tseslint.config(
  { ignores: ['generated/**', 'dist/**', 'node_modules/**', 'data/**', '.tmp/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'no-restricted-imports': restrict([[['**/server/**'], 'The browser talks to the server through the API client only.']], oneDateInput),
    },
  },
  {
    files: ['src/web/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([
        [['**/server/**'], 'The browser talks to the server through the API client only.'],
        [['**/features/**', '**/generated/**'], 'Shared UI must not depend on features or generated code.'],
      ]),
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: { 'no-restricted-imports': restrict([[['**/web/**', 'react', 'react-dom', '@mantine/*'], 'The server never imports browser code.']]) },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: { 'no-restricted-imports': restrict([[['**/web/**', '**/server/**', 'react'], 'Shared code is imported by both sides and imports neither.']]) },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([[['**/src/web/**', '**/src/server/**', 'react', 'kysely', 'pg', '@electric-sql/*', 'node:*'], 'Machines are pure: no I/O, no React, no SQL.']]),
    },
  },
);
