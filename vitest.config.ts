// One Vitest config, one project per package, plus the browser projects that run every
// story (`storybook`) and every visual baseline (`visual`) in Debian's Chromium.
import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumArgs, chromiumEnv, chromiumPath } from './scripts/chromium.ts';
import { appCompilePlugins } from './packages/app/vite.plugins.ts';

const root = import.meta.dirname;

/**
 * A fresh browser config per project: sharing one object between projects makes Vitest
 * report "project name … already defined" or run tests under the wrong project (STACK.md).
 */
function browser(viewport = { width: 1024, height: 768 }) {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      // The machine's fonts are hidden (chromiumEnv): text is drawn with the fonts the app ships.
      launchOptions: { executablePath: chromiumPath(), args: chromiumArgs, env: chromiumEnv() },
      // Spinners and transitions stand still, so a screenshot is the same every run.
      contextOptions: { reducedMotion: 'reduce' },
    }),
    instances: [{ browser: 'chromium' as const, viewport }],
    screenshotFailures: false,
  };
}

/**
 * Dependencies the browser projects import, bundled before the first test: discovered mid-run,
 * Vite re-optimises and reloads the page ("Vite unexpectedly reloaded a test").
 */
const optimizeDeps = {
  include: [
    'react',
    'react-dom',
    'react-dom/client',
    'react/jsx-runtime',
    'react/jsx-dev-runtime',
    '@radix-ui/react-alert-dialog',
    '@radix-ui/react-avatar',
    '@radix-ui/react-checkbox',
    '@radix-ui/react-dialog',
    '@radix-ui/react-dropdown-menu',
    '@radix-ui/react-popover',
    '@radix-ui/react-select',
    '@radix-ui/react-slider',
    '@radix-ui/react-switch',
    '@radix-ui/react-tabs',
    '@radix-ui/react-tooltip',
    '@radix-ui/react-visually-hidden',
    '@tanstack/react-virtual',
    '@tanstack/react-query',
    '@tanstack/react-router',
    '@xstate/react',
    'xstate',
    'big.js',
    'dompurify',
    'dayjs',
    'dayjs/plugin/utc',
    'dayjs/plugin/timezone',
    // chart's history-range imports the plugin with its file extension: a different id to Vite.
    'dayjs/plugin/utc.js',
    'qrcode-generator',
    // The time-series chart imports it on first draw (dynamic import): bundle it up front too.
    'uplot',
    'klinecharts',
    'fast-check',
    'zod',
    '@lingui/core',
    '@lingui/react',
    'msw',
    'msw/browser',
    'vitest-browser-react',
    // The visual project's accessibility check (visual/setup.ts) and the axe it imports on first run.
    '@storybook/addon-a11y/preview',
    'axe-core',
  ],
};

function nodeProject(name: string, testTimeout?: number): TestProjectInlineConfiguration {
  return {
    test: {
      name,
      root: path.join(root, 'packages', name),
      environment: 'node',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      ...(testTimeout === undefined ? {} : { testTimeout }),
    },
  };
}

function reactProject(name: string): TestProjectInlineConfiguration {
  return {
    plugins: name === 'app' ? appCompilePlugins() : [react()],
    optimizeDeps,
    test: {
      name,
      root: path.join(root, 'packages', name),
      include: ['src/**/*.test.{ts,tsx}'],
      // The design system's styles and shipped fonts, as in the app (no test sees a system font).
      setupFiles: [path.join(root, 'packages/design-system/src/theme/browser-test-setup.ts')],
      browser: browser(),
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      nodeProject('formulas'),
      nodeProject('machines'),
      nodeProject('api'),
      // The server's tests start whole exchanges (migrations, seeds, SQLite files with their
      // syncs), often two per test for a restart: about 1 s each alone, but a fresh-clone CI saw
      // two such tests pass 5 s on a loaded 2-core machine. A timeout here only catches a hang;
      // speed is the benchmarks' business (npm run bench), not a unit test's.
      nodeProject('server', 20_000),
      reactProject('design-system'),
      reactProject('chart'),
      reactProject('app'),
      {
        plugins: [
          storybookTest({
            configDir: path.join(root, '.storybook'),
            // A story tagged 'visual' runs in the visual project instead, with the same play
            // function and accessibility checks and then its screenshots (visual/visual.test.tsx):
            // rendering it here as well cost every such story a second run (issue 25's CI time).
            tags: { exclude: ['visual'] },
          }),
        ],
        optimizeDeps,
        test: {
          name: 'storybook',
          root,
          browser: browser(),
          setupFiles: [path.join(root, '.storybook/vitest.setup.ts')],
        },
      },
      {
        plugins: appCompilePlugins(),
        optimizeDeps,
        // Same static files as Storybook (staticDirs): the app's logo and coin icons.
        publicDir: path.join(root, 'packages/app/public'),
        test: {
          name: 'visual',
          root: path.join(root, 'visual'),
          include: ['**/*.test.tsx'],
          setupFiles: [path.join(root, 'visual/setup.ts')],
          browser: {
            ...browser({ width: 800, height: 600 }),
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // threshold 0 and no differing pixel: a one-unit colour change (#2563eb ->
                // #2563ec) must fail (STACK.md). Run-to-run rim differences were partial raster's
                // doing; scripts/chromium.ts turns it off (docs/architecture.md).
                comparatorOptions: { threshold: 0, allowedMismatchedPixels: 0 },
              },
            },
          },
        },
      },
    ],
  },
});
