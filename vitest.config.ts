import { defineConfig, mergeConfig } from 'vitest/config';
import { webApp } from './vite.config.ts';
import { bothEngines, engineDependentTests } from './tests/bothEngines.ts';

const root = new URL('.', import.meta.url).pathname;
// The model tests that play the machines through the real API run with the API tests.
const apiTests = ['tests/api/**/*.test.ts', 'tests/model/**/*.api.test.ts'];
const postgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * unit: pure code in Node; web: components in happy-dom; api-pglite / api-postgres: the real
 * app through HTTP on a fresh database per test file. With TEST_DATABASE_URL the API files run on
 * PostgreSQL, and the tests whose behaviour depends on the engine (tests/bothEngines.ts) on PGlite too;
 * without it, all run on PGlite.
 */
export default mergeConfig(
  webApp,
  defineConfig({
    root,
    test: {
      root,
      testTimeout: 30_000,
      hookTimeout: 120_000,
      // Test files share their worker's loaded modules: each API file starts its own app on its own
      // database copy, and the server's only module state (the lifecycle observer) is one value a
      // setup file sets again. Importing the server once per worker, not once per file, saves about
      // a minute of CPU per run. The component files too: each leaves the page as a new tab would
      // find it (tests/fixtures/webSetup.ts), and the libraries are evaluated once per worker, not
      // once per file (the web project 77 → 50 s, its CPU 140 → 82 s).
      isolate: false,
      // Vitest runs one worker fewer than the machine's cores (one on CI's two): two keep both busy.
      maxWorkers: 2,
      projects: [
        { extends: true, test: { name: 'unit', root, include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
        { extends: true, test: { name: 'model', root, include: ['tests/model/**/*.test.ts'], exclude: apiTests, environment: 'node' } },
        {
          extends: true,
          test: {
            name: 'web',
            root,
            include: ['tests/unit/**/*.test.tsx'],
            environment: 'happy-dom',
            // As for a user who prefers reduced motion (the theme respects it): dialogs and menus open without their transitions.
            environmentOptions: { happyDOM: { settings: { device: { prefersReducedMotion: 'reduce' } } } },
            setupFiles: ['tests/fixtures/webSetup.ts', 'tests/coverage/webRecording.ts'],
            // @rjsf/mantine imports dayjs plugins without their .js (STACK.md).
            server: { deps: { inline: ['mantine-react-table', '@rjsf/mantine'] } },
            // The libraries the screens import, each bundled once per run (node_modules/.vite/vitest)
            // instead of their hundreds of modules loaded one by one: the files' import time 33 → 16 s
            // (when each file ran isolated), the project 92 → 78 s.
            deps: {
              optimizer: {
                client: {
                  enabled: true,
                  include: [
                    '@mantine/core',
                    '@mantine/dates',
                    '@mantine/form',
                    '@mantine/hooks',
                    '@mantine/modals',
                    '@mantine/notifications',
                    '@mantine/nprogress',
                    '@tabler/icons-react',
                    '@tanstack/react-query',
                    '@tanstack/react-router',
                    'mantine-react-table',
                    '@rjsf/core',
                    '@rjsf/mantine',
                    '@rjsf/utils',
                    '@rjsf/validator-ajv8',
                    '@xyflow/react',
                    'xstate',
                    '@xstate/react',
                    '@lingui/core',
                    '@lingui/react',
                    'dayjs',
                    'openapi-fetch',
                    'react',
                    'react-dom',
                    'react-dom/client',
                    'react/jsx-runtime',
                    'react/jsx-dev-runtime',
                    '@testing-library/react',
                    '@testing-library/user-event',
                  ],
                },
              },
            },
          },
        },
        {
          extends: true,
          test: {
            name: 'api-pglite',
            root,
            include: postgres ? [...Object.keys(bothEngines), ...Object.keys(engineDependentTests)] : apiTests,
            environment: 'node',
            globalSetup: ['tests/fixtures/pgliteTemplate.ts'],
            setupFiles: ['tests/coverage/apiRecording.ts', 'tests/fixtures/onceParsedContract.ts', 'tests/fixtures/engineDependentOnly.ts'],
          },
        },
        ...(postgres
          ? [
              {
                extends: true as const,
                test: {
                  name: 'api-postgres',
                  root,
                  include: apiTests,
                  environment: 'node' as const,
                  globalSetup: ['tests/fixtures/postgresTemplate.ts'],
                  setupFiles: ['tests/coverage/apiRecording.ts', 'tests/fixtures/onceParsedContract.ts'],
                },
              },
            ]
          : []),
      ],
    },
  }),
);
