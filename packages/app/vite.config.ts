// Loaded with `--configLoader runner` (package.json): the design system's boot script reaches
// @exchange/machines, whose TypeScript source the default bundling loader cannot import.
import { defineConfig, type Plugin } from 'vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { appCompilePlugins } from './vite.plugins.ts';
// The design system's pre-paint theme script. Imported by path: its package entry pulls in React
// components and CSS. It imports @exchange/machines as TypeScript source, so the config is loaded
// with `--configLoader runner` (see package.json), which transpiles workspace sources.
import { themeBootScript } from '../design-system/src/theme/theme-boot-script.ts';

/** Put the theme boot script first in <head>, so the first paint already has the right theme. */
function themeBoot(): Plugin {
  return {
    name: 'exchange-theme-boot',
    transformIndexHtml: (html) =>
      html.replace('<head>', `<head>\n    <script>${themeBootScript}</script>`),
  };
}

// Plugin order per STACK.md "App build": the router plugin, then React, Babel with the Lingui
// macro, and the Lingui catalog loader (appCompilePlugins).
export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    ...appCompilePlugins(),
    themeBoot(),
  ],
  // The manifest lets bench/run.mjs find what the home route loads first.
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
  server: {
    // `npm run dev` talks to a locally running packages/server (`npm start`, port 8080). The API
    // shares its paths' first segment with no page route, so the API's roots are proxied as-is.
    proxy: {
      '^/(config|app|getUserInfo|updateUserInfo|login|logout|register|getCaptcha|checkUser|security|getAcceptInviteUsers|wallet|spots|contract|option|health)(/|$|\\?)':
        { target: 'http://localhost:8080', changeOrigin: true },
      '/ws': { target: 'ws://localhost:8080', ws: true },
    },
  },
});
