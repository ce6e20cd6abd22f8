import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { extractor as babelExtractor } from '@lingui/cli/api';
import { formsExtractor } from './src/web/i18n/formsExtractor.ts';
import { machineWordsExtractor } from './src/web/i18n/machineWordsExtractor.ts';
import { serverMessagesExtractor } from './src/web/i18n/serverMessagesExtractor.ts';

/** Six languages; en is the source. The build refuses a catalog with a missing translation. */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'es', 'fr', 'ja', 'zh'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/web/i18n/locales/{locale}/messages',
      include: ['<rootDir>/src/web', '<rootDir>/forms'],
      exclude: ['**/*.test.tsx', '**/*.test.ts'],
    },
    // The machines' guard words, loaded with the workflow charts (guardWords.ts): every other page, the
    // sign-in page first, loads its language's catalog without them.
    {
      path: '<rootDir>/src/web/i18n/locales/{locale}/machineWords',
      include: ['<rootDir>/generated/machineWords.json'],
    },
  ],
  // The macros in the code, the labels of the forms/ ui schemas, the server's refusals (i18n/serverMessages.json) and the machines' guard words.
  extractors: [babelExtractor, formsExtractor, serverMessagesExtractor, machineWordsExtractor],
  format: formatter({ lineNumbers: false, origins: false }),
});
