import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/** Six languages; en is the source. The build refuses a catalog with a missing translation. */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'es', 'fr', 'ja', 'zh'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/web/i18n/locales/{locale}/messages',
      include: ['<rootDir>/src/web'],
      exclude: ['**/*.test.tsx', '**/*.test.ts'],
    },
  ],
  format: formatter({ lineNumbers: false, origins: false }),
});
