// Loaded with `--configLoader runner` (package.json): the design system's boot script reaches
// @exchange/machines, whose TypeScript source the default bundling loader cannot import.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
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

/**
 * Writes a gzip -9 copy beside every text file of the build (`x.js.gz` by `x.js`): the server
 * (@fastify/static with `preCompressed`) sends it to browsers that accept gzip, so the app costs
 * its compressed bytes on the wire, not 3 to 5 times more (Lighthouse's uses-text-compression,
 * issue 25). Done once at build time, never per request. Gzip and not Brotli: Brotli's best level
 * takes ~20 s over the build here, and the budgets and the bench count gzip bytes.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'exchange-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: (_options, bundle) => {
      for (const file of new Set([...Object.keys(bundle), 'index.html'])) {
        if (!/\.(js|css|html|svg|json)$/.test(file) || file.startsWith('.vite/')) continue;
        const full = path.join(outDir, file);
        if (!fs.existsSync(full)) continue;
        const body = fs.readFileSync(full);
        if (body.length < 1024) continue;
        fs.writeFileSync(`${full}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

// Plugin order per STACK.md "App build": the router plugin, then React, Babel with the Lingui
// macro, and the Lingui catalog loader (appCompilePlugins).
export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    ...appCompilePlugins(),
    themeBoot(),
    precompress(),
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
