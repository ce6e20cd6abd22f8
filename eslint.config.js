import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Boundaries: web and server never import each other; shared UI never imports features or generated code; machines stay pure. */
const restrict = (patterns, paths = []) => ['error', { patterns: patterns.map(([group, message]) => ({ group, message })), paths }];
/** Dialogs open through src/web/ui/dialogs.tsx, which mounts Mantine's modals first (ui/dialogHost.tsx). */
const dialogOpeners = ['open', 'openConfirmModal', 'openContextModal'].map((property) => ({
  object: 'modals',
  property,
  message: "Use openDialog or openConfirmDialog from src/web/ui/dialogs.tsx: the dialogs' host mounts on the first dialog.",
}));
/** Dates are typed through the one date input of src/web/ui (DD/MM/YYYY whatever the language). */
const oneDateInput = [
  {
    name: '@mantine/dates',
    importNames: ['DateInput', 'DatePickerInput', 'DateTimePicker'],
    message: 'Use DateField from src/web/ui: it reads typed dates as DD/MM/YYYY.',
  },
];
/** Pickers come from src/web/ui/pickers.tsx, which makes their options when the user comes to them. */
const pickersOnApproach = [
  {
    name: '@mantine/core',
    importNames: ['Select', 'MultiSelect', 'TagsInput', 'Autocomplete'],
    message: 'Use the pickers of src/web/ui/pickers.tsx: Mantine lays out every hidden list of options as the screen mounts.',
  },
];

/**
 * The columns of `returns` that keep a return's lifecycle state: the list of
 * src/server/modules/returns/lifecycle/columns.ts, copied because this file cannot import
 * TypeScript; tests/unit/lifecycleOwnerRule.test.ts fails when the rule misses one of them.
 */
const workflowColumns = [
  'status',
  'status_reject',
  'step_code',
  'route',
  'version',
  'approved_by_anyone',
  'print_status',
  'fpre_status',
  'fpre_uploaded',
  'fpre_uploaded_at',
  'fareye_status',
  'so_status',
  'return_invoice_no',
];

const tableOf = (node) => (node?.type === 'Literal' && typeof node.value === 'string' ? node.value.trim().split(/\s+/)[0] : null);
const methodOf = (call) => (call.callee.type === 'MemberExpression' && call.callee.property.type === 'Identifier' ? call.callee.property.name : null);

/** The `.set(...)` call further along a query chain that starts with `call`, if any. */
function setCallAfter(call) {
  let node = call;
  while (node.parent?.type === 'MemberExpression' && node.parent.object === node && node.parent.parent?.type === 'CallExpression') {
    node = node.parent.parent;
    if (methodOf(node) === 'set') return node;
  }
  return null;
}

/**
 * lifecycle/one-writer: only src/server/modules/returns/lifecycle/ moves a return's lifecycle. Elsewhere,
 * `updateTable('returns')` may set business columns only, spelled out in an object literal (a spread
 * could carry a workflow column past the check); rows are never inserted into or deleted from
 * `returns` and never inserted into `return_events`, in the query builder or in raw SQL.
 */
const lifecycleOwner = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { owner: "{{what}}: the lifecycle module (src/server/modules/returns/lifecycle) is the only writer of a return's workflow state and events." },
  },
  create(context) {
    const report = (node, what) => context.report({ node, messageId: 'owner', data: { what } });
    return {
      CallExpression(call) {
        const method = methodOf(call);
        const table = tableOf(call.arguments[0]);
        if (!method || !['insertInto', 'updateTable', 'deleteFrom'].includes(method) || !['returns', 'return_events'].includes(table)) return;
        if (method !== 'updateTable' || table !== 'returns') return report(call, `${method}('${table}')`);
        const set = setCallAfter(call);
        const values = set?.arguments[0];
        if (values?.type !== 'ObjectExpression') return report(call, "updateTable('returns') without an object literal in .set()");
        for (const p of values.properties) {
          if (p.type !== 'Property') report(p, "a spread in updateTable('returns').set()");
          else if (!p.computed && workflowColumns.includes(p.key.name ?? p.key.value)) report(p, `updateTable('returns') setting ${p.key.name ?? p.key.value}`);
        }
      },
      TaggedTemplateExpression(node) {
        const text = node.quasi.quasis.map((q) => q.value.raw).join(' ');
        if (/\b(update|insert\s+into|delete\s+from)\s+(returns|return_events)\b/i.test(text)) report(node, 'raw SQL writing returns or return_events');
      },
    };
  },
};

/** Kysely's entry points into SQL: a handler calls a repository instead of any of them. */
const queryStarts = ['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'mergeInto', 'replaceInto', 'selectNoFrom'];

/**
 * repositories/no-sql-in-handlers: a file of operation handlers (it declares `Pick<Handlers, …>`)
 * reads as check, repository, machine; its SQL lives in the domain's repository files, so it
 * neither starts a query nor imports `sql`.
 */
const noSqlInHandlers = {
  meta: { type: 'problem', schema: [], messages: { sql: "{{what}} in a handler file: put the SQL in the domain's repository and call it." } },
  create(context) {
    if (!context.sourceCode.text.includes('Pick<Handlers')) return {};
    const report = (node, what) => context.report({ node, messageId: 'sql', data: { what } });
    return {
      CallExpression(call) {
        const method = methodOf(call);
        if (queryStarts.includes(method) && call.callee.object.type !== 'ThisExpression') report(call, `${method}()`);
      },
      ImportDeclaration(node) {
        if (node.source.value !== 'kysely' || node.importKind === 'type') return;
        for (const spec of node.specifiers)
          if (spec.type === 'ImportSpecifier' && spec.importKind !== 'type' && spec.imported.name === 'sql') report(spec, "import { sql } from 'kysely'");
      },
    };
  },
};

const here = dirname(fileURLToPath(import.meta.url));

/**
 * A public face: code under `root` (server modules, the browser's features) uses another of its
 * folders only through that folder's `index.ts`, which says what it offers; everything else in a
 * folder is its own.
 */
function publicFaceOf(root, noun) {
  return {
    meta: {
      type: 'problem',
      schema: [],
      messages: { face: `{{source}} reaches inside the ${noun} {{folder}}: import it from '{{folder}}/index.ts', adding there what it should offer.` },
    },
    create(context) {
      const own = relative(root, context.filename).split(sep);
      if (own[0] === '..' || own.length < 2) return {};
      const check = (node) => {
        const source = node.source?.value;
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        const [folder, ...rest] = relative(root, resolve(dirname(context.filename), source)).split(sep);
        if (folder === '..' || folder === own[0] || rest.join('/') === 'index.ts') return;
        context.report({ node: node.source, messageId: 'face', data: { source, folder } });
      };
      return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
    },
  };
}
/** modules/public-face: a server module uses another only through its index.ts. */
const publicFace = publicFaceOf(resolve(here, 'src/server/modules'), 'module');
/** features/public-face: a screen's feature uses another only through its index.ts. */
const featureFace = publicFaceOf(resolve(here, 'src/web/features'), 'feature');

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
      'no-restricted-imports': restrict(
        [[['**/server/**'], 'The browser talks to the server through the API client only.']],
        [...oneDateInput, ...pickersOnApproach],
      ),
      'no-restricted-properties': ['error', ...dialogOpeners],
    },
  },
  {
    files: ['src/web/ui/dialogs.tsx'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['src/web/features/**/*.{ts,tsx}'],
    plugins: { features: { rules: { 'public-face': featureFace } } },
    rules: { 'features/public-face': 'error' },
  },
  {
    files: ['src/web/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(
        [
          [['**/server/**'], 'The browser talks to the server through the API client only.'],
          [['**/features/**', '**/generated/**'], 'Shared UI must not depend on features or generated code.'],
          // api/ and session/ build on ui/ (a list's page, the session's tab memory): ui/ reading them makes a loop.
          [['**/api/**', '**/session/**'], 'Shared UI knows neither the server nor the session: the screen hands it what it shows (props, a frame).'],
        ],
        pickersOnApproach,
      ),
    },
  },
  {
    files: ['src/web/ui/pickers.tsx'],
    rules: {
      'no-restricted-imports': restrict([
        [
          ['**/server/**', '**/features/**', '**/generated/**', '**/api/**', '**/session/**'],
          'Shared UI imports neither the server, features, generated code, the API nor the session.',
        ],
      ]),
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: { 'no-restricted-imports': restrict([[['**/web/**', 'react', 'react-dom', '@mantine/*'], 'The server never imports browser code.']]) },
  },
  {
    // The approval chain's domains build on returns (its lifecycle and scope), never the reverse.
    files: ['src/server/modules/returns/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/web/**', 'react', 'react-dom', '@mantine/*'], message: 'The server never imports browser code.' },
            { regex: '^(\\.\\./)+(approvals|delivery|warehouse|rejects)/', message: 'returns is imported by the approval chain, never the reverse.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.ts'],
    ignores: ['src/server/modules/returns/lifecycle/**'],
    plugins: { lifecycle: { rules: { 'one-writer': lifecycleOwner } } },
    rules: { 'lifecycle/one-writer': 'error' },
  },
  {
    files: ['src/server/modules/**/*.ts'],
    plugins: { repositories: { rules: { 'no-sql-in-handlers': noSqlInHandlers } }, modules: { rules: { 'public-face': publicFace } } },
    rules: { 'repositories/no-sql-in-handlers': 'error', 'modules/public-face': 'error' },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: { 'no-restricted-imports': restrict([[['**/web/**', '**/server/**', 'react'], 'Shared code is imported by both sides and imports neither.']]) },
  },
  {
    // A journey types as a person does: fill sets a value without the keys, and skips what the field makes of them.
    files: ['tests/e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='fill']",
          message: 'Type it key by key with typeInto (tests/e2e/pages.ts): fill skips the parsing of a person typing.',
        },
      ],
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        [['**/src/web/**', '**/src/server/**', 'react', 'kysely', 'pg', '@electric-sql/*', 'node:*'], 'Machines are pure: no I/O, no React, no SQL.'],
      ]),
    },
  },
);
