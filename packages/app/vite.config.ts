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

/**
 * Starts fetching the start locale's catalog (and its CJK face's rules) with the page, not after
 * the entry has run (issue 25: main.tsx awaits it before the first render, so it was a second
 * round trip before the first paint). A script in <head> reads the stored locale as main.tsx does
 * (a known one, else zh-TW) and adds a modulepreload of its catalog chunk and a style preload of
 * its face; the map of hashed file names is known only once the bundle is written.
 */
function preloadStartLocale(): Plugin {
  const faces: Record<string, string> = { 'zh-TW': 'tc', ja: 'jp', ko: 'kr' };
  return {
    name: 'exchange-preload-start-locale',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        if (!bundle) return html;
        const catalogs: Record<string, string> = {};
        const styles: Record<string, string> = {};
        for (const output of Object.values(bundle)) {
          const catalog =
            output.type === 'chunk'
              ? /locales\/([^/]+)\/messages\.po$/.exec(output.facadeModuleId ?? '')
              : null;
          if (catalog?.[1]) catalogs[catalog[1]] = `/${output.fileName}`;
          const face =
            output.type === 'asset'
              ? output.names.map((name) => /^fonts-cjk-(\w+)\.css$/.exec(name)).find(Boolean)
              : null;
          if (face?.[1]) styles[face[1]] = `/${output.fileName}`;
        }
        const preloads: Record<string, [string, string | null]> = {};
        for (const [locale, file] of Object.entries(catalogs)) {
          const face = faces[locale];
          preloads[locale] = [file, (face && styles[face]) ?? null];
        }
        if (!preloads['zh-TW']) throw new Error('No zh-TW catalog chunk in the bundle');
        const script = `(function () {
  var files = ${JSON.stringify(preloads)};
  var locale = null;
  try {
    locale = localStorage.getItem('locale');
  } catch (error) {
    /* storage blocked: the start locale */
  }
  var chosen = files[locale] || files['zh-TW'];
  function preload(rel, href, as) {
    var link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    link.crossOrigin = '';
    if (as) link.as = as;
    document.head.appendChild(link);
  }
  preload('modulepreload', chosen[0]);
  if (chosen[1]) preload('preload', chosen[1], 'style');
})();`;
        // Before the stylesheets: an inline script after one waits until it has loaded.
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head-prepend' }] };
      },
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
    preloadStartLocale(),
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
