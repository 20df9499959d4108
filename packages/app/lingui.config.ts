import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/** The 12 interface languages (SPEC.md section 4); English is the language of the source. */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['ar', 'en', 'es', 'fr', 'hi', 'id', 'ja', 'ko', 'ms', 'pt', 'ru', 'zh-TW'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['src'],
      exclude: ['**/node_modules/**', '**/*.test.tsx', '**/*.test.ts'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
