// Loaded with `--configLoader runner` (package.json): the design system's boot script reaches
// @exchange/machines, whose TypeScript source the default bundling loader cannot import.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { defineConfig, type Plugin, type Rollup } from 'vite';
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
 * Starts fetching, with the page, what main.tsx and the router would otherwise ask for only once
 * the entry has run, one round trip later each (issue 25, the first paint): the start locale's
 * catalog and CJK face (main.tsx awaits them before the first render; the face only for a stored
 * locale), and the current route's code-split component with the chunks and CSS it imports beyond
 * the entry's. A script first in <head> reads the stored locale as main.tsx does (a known one,
 * else zh-TW) and the path, and adds the preloads; the hashed file names are known only once the
 * bundle is written.
 */
function preloadStart(): Plugin {
  const faces: Record<string, string> = { 'zh-TW': 'tc', ja: 'jp', ko: 'kr' };
  return {
    name: 'exchange-preload-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        if (!bundle) return html;
        const chunks = new Map<string, Rollup.OutputChunk>();
        const catalogs: Record<string, string> = {};
        const styles: Record<string, string> = {};
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk') {
            chunks.set(output.fileName, output);
            const catalog = /locales\/([^/]+)\/messages\.po$/.exec(output.facadeModuleId ?? '');
            if (catalog?.[1]) catalogs[catalog[1]] = output.fileName;
          } else {
            const face = output.names
              .map((name) => /^fonts-cjk-(\w+)\.css$/.exec(name))
              .find(Boolean);
            if (face?.[1]) styles[face[1]] = output.fileName;
          }
        }
        if (!catalogs['zh-TW']) throw new Error('No zh-TW catalog chunk in the bundle');

        // What the entry loads already (Vite puts it in the page): no route lists it again.
        const loaded = new Set<string>();
        const closure = (file: string, into: Set<string>) => {
          const chunk = chunks.get(file);
          if (!chunk || into.has(file) || loaded.has(file)) return;
          into.add(file);
          for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
          for (const imported of chunk.imports) closure(imported, into);
        };
        for (const chunk of chunks.values()) if (chunk.isEntry) closure(chunk.fileName, loaded);
        // Each route file's path (src/routes/a/index.tsx is /a, src/routes/a/b.tsx is /a/b; no
        // route has a parameter) to the files of its split component.
        const files: string[] = [];
        const index = (file: string) => {
          const short = file.replace(/^assets\//, '');
          if (!files.includes(short)) files.push(short);
          return files.indexOf(short);
        };
        const routes: Record<string, number[]> = {};
        for (const chunk of chunks.values()) {
          const route = /src\/routes\/(.*)\.tsx\?tsr-split=component$/.exec(
            chunk.facadeModuleId ?? '',
          )?.[1];
          if (route === undefined) continue;
          const path = `/${route.replace(/(^|\/)index$/, '')}`;
          const own = new Set<string>();
          closure(chunk.fileName, own);
          routes[path] = [...own].map(index);
        }
        const locales: Record<string, number[]> = {};
        for (const [locale, file] of Object.entries(catalogs)) {
          const face = faces[locale];
          const style = face && styles[face];
          locales[locale] = style ? [index(file), index(style)] : [index(file)];
        }
        const script = `(function () {
  var files = ${JSON.stringify(files)};
  var locales = ${JSON.stringify(locales)};
  var routes = ${JSON.stringify(routes)};
  var locale = null;
  try {
    locale = localStorage.getItem('locale');
  } catch (error) {
    /* storage blocked: the start locale */
  }
  var path = location.pathname.replace(/\\/+$/, '') || '/';
  // Without a stored locale, zh-TW's catalog only: its face waits for config (main.tsx).
  var wanted = (locales[locale] || locales['zh-TW'].slice(0, 1)).concat(routes[path] || []);
  for (var i = 0; i < wanted.length; i += 1) {
    var file = files[wanted[i]];
    var link = document.createElement('link');
    var css = /\\.css$/.test(file);
    link.rel = css ? 'preload' : 'modulepreload';
    if (css) link.as = 'style';
    link.href = '/assets/' + file;
    link.crossOrigin = '';
    document.head.appendChild(link);
  }
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
    preloadStart(),
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
