// One Vitest config, one project per package, plus the browser projects that run every
// story (`storybook`) and every visual baseline (`visual`) in Debian's Chromium.
import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

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
      launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    }),
    instances: [{ browser: 'chromium' as const, viewport }],
    screenshotFailures: false,
  };
}

function nodeProject(name: string): TestProjectInlineConfiguration {
  return {
    test: {
      name,
      root: path.join(root, 'packages', name),
      environment: 'node',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    },
  };
}

function reactProject(name: string): TestProjectInlineConfiguration {
  return {
    plugins: [react()],
    test: {
      name,
      root: path.join(root, 'packages', name),
      include: ['src/**/*.test.{ts,tsx}'],
      browser: browser(),
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      nodeProject('machines'),
      nodeProject('api'),
      nodeProject('server'),
      reactProject('design-system'),
      reactProject('chart'),
      reactProject('app'),
      {
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        test: {
          name: 'storybook',
          root,
          browser: browser(),
          setupFiles: [path.join(root, '.storybook/vitest.setup.ts')],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'visual',
          root: path.join(root, 'visual'),
          include: ['**/*.test.tsx'],
          setupFiles: ['./setup.ts'],
          browser: {
            ...browser({ width: 800, height: 600 }),
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // threshold 0: a one-unit colour change (#2563eb -> #2563ec) must fail (STACK.md).
                comparatorOptions: { threshold: 0, allowedMismatchedPixels: 0 },
              },
            },
          },
        },
      },
    ],
  },
});
