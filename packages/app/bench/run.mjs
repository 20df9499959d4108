// npm run bench -w packages/app: builds the app, then prints the gzip size of the JS and CSS the
// home route loads before it can render (entry chunk, its static imports, its CSS, the home route's
// split chunks and the zh-TW catalog loaded at start), from Vite's manifest.
// Lighthouse is not run: the `lighthouse` package is not installed on these machines.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const appDir = path.resolve(import.meta.dirname, '..');
const dist = path.join(appDir, 'dist');

if (!process.argv.includes('--no-build')) {
  const vite = [appDir, path.join(appDir, '../..')]
    .map((dir) => path.join(dir, 'node_modules/.bin/vite'))
    .find((candidate) => fs.existsSync(candidate));
  if (!vite) throw new Error('vite is not installed (npm install at the repository root)');
  execFileSync(vite, ['build', '--configLoader', 'runner', '--logLevel', 'error'], {
    cwd: appDir,
    stdio: 'inherit',
  });
}

const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) visit(imported);
};

const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
if (entries.length === 0) throw new Error('No entry chunk in the Vite manifest');
entries.forEach(visit);
// The home route and its code-split component are fetched before the first paint of "/".
Object.keys(manifest)
  .filter((key) => /src\/routes\/index\.tsx/.test(key) || /locales\/zh-TW\/messages\.po/.test(key))
  .forEach(visit);

let js = 0;
let css = 0;
const rows = [];
for (const file of [...files].sort()) {
  const size = gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
  if (file.endsWith('.css')) css += size;
  else js += size;
  rows.push(`  ${file.padEnd(48)} ${(size / 1024).toFixed(1).padStart(7)} kB`);
}
console.log('Home route, initial load (gzip -9):');
console.log(rows.join('\n'));
console.log(`JS  ${(js / 1024).toFixed(1)} kB gzip`);
console.log(`CSS ${(css / 1024).toFixed(1)} kB gzip`);
console.log(`JS+CSS ${((js + css) / 1024).toFixed(1)} kB gzip`);
console.log('Lighthouse: skipped (the npm `lighthouse` package is not installed).');
