// What a route loads at start, from Vite's manifest (dist/.vite/manifest.json): the entry chunk,
// its static imports and their CSS, the route's own chunks (the route module and its code-split
// component, which the router fetches before the route's first paint) with their static imports,
// and what activating the start locale loads (zh-TW, SPEC.md section 4: its catalog; its CJK
// face's @font-face rules, i18n/cjk-faces.ts, wait until config settles the locale on zh-TW).
// Shared by bench/run.mjs (printed) and scripts/route-budgets.mjs (the budget in `npm test`).
// Sizes are gzip -9 of the files' bytes: deterministic for a given build, unlike anything timed.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The routes sized: the home page and the spot trading page (issue 25). */
export const sizedRoutes = [
  { id: 'home', label: 'Home route', module: /^src\/routes\/index\.tsx/ },
  {
    id: 'spot-trade',
    label: '/spot-trade route',
    module: /^src\/routes\/spot-trade\/(index|route)\.tsx/,
  },
];

/** What activating the locale main.tsx starts in loads without a stored choice: its catalog. */
const startLocale = [/locales\/zh-TW\/messages\.po$/];

/**
 * The files a route loads at start and their gzip sizes.
 * @param {string} dist the build's output directory
 * @param {RegExp} module matches the route's manifest keys
 * @returns {{ files: Array<{ file: string, bytes: number }>, js: number, css: number }}
 */
export function routeSize(dist, module) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const keys = Object.keys(manifest);
  const entries = keys.filter((key) => manifest[key].isEntry);
  if (entries.length === 0) throw new Error('No entry chunk in the Vite manifest');
  const routeKeys = keys.filter((key) => module.test(key));
  if (routeKeys.length === 0) throw new Error(`No chunk matches ${module} in the Vite manifest`);
  const localeKeys = startLocale.map((pattern) => {
    const key = keys.find((candidate) => pattern.test(candidate));
    if (!key) throw new Error(`No chunk matches ${pattern} in the Vite manifest`);
    return key;
  });
  [...entries, ...routeKeys, ...localeKeys].forEach(visit);

  let js = 0;
  let css = 0;
  const sized = [...files].sort().map((file) => {
    const bytes = gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
    if (file.endsWith('.css')) css += bytes;
    else js += bytes;
    return { file, bytes };
  });
  return { files: sized, js, css };
}

/** @param {number} bytes */
export const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
