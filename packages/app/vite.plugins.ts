import path from 'node:path';
import type { PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { getConfig } from '@lingui/conf';

/** The app's Lingui config, found by path so the plugins work from any working directory. */
const LINGUI_CONFIG = path.join(import.meta.dirname, 'lingui.config.ts');

/**
 * What compiling the app's source needs besides the router plugin: React, the Lingui macro
 * (Babel) and the .po catalog loader, in the order STACK.md "App build" gives. Shared with the
 * `app` Vitest project and Storybook's `viteFinal`, where the app's components and stories run:
 * without the macro plugin every `<Trans>` throws "executed outside the context of compilation".
 *
 * The babel plugin gets no `include` filter on purpose: one would miss TanStack's
 * `?tsr-split=component` modules.
 *
 * @example plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), ...appCompilePlugins()]
 */
export function appCompilePlugins({
  react: withReact = true,
}: { react?: boolean } = {}): PluginOption[] {
  const linguiConfig = getConfig({ configPath: LINGUI_CONFIG });
  return [
    ...(withReact ? [react()] : []),
    babel({ plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig }]] }),
    lingui({ configPath: LINGUI_CONFIG }),
  ];
}
