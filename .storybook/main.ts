import type { StorybookConfig } from '@storybook/react-vite';
import { appCompilePlugins } from '../packages/app/vite.plugins.ts';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)', '../visual/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  // The app's logo, default avatar and coin icons, at the paths the server's config points to.
  staticDirs: ['../packages/app/public'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
  // The app's stories use Lingui macros and import .po catalogs.
  viteFinal: (config) => ({
    ...config,
    plugins: [...(config.plugins ?? []), ...appCompilePlugins({ react: false })],
  }),
};

export default config;
