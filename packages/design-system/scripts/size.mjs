// Size budget of @exchange/design-system (STYLE.md "bundle budgets are checked by a script").
// Bundles src/index.ts the way the app's bundler sees it: ESM, minified, tree-shaken, with
// React left external (the app ships React once, whatever it imports from us), CSS Modules
// compiled. Gzips the JS and the CSS, prints the bytes and exits 1 past the budget.
//
//   npm run size -w packages/design-system
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { build } from 'esbuild';

/** Gzipped JS + CSS bytes allowed for the whole package: about 10% over the 92,276 B measured
 * on 2026-11-22 with both halves of the controls exported. Raise it in the same change that
 * knowingly grows the package. */
const BUDGET_BYTES = 101_500;

const packageRoot = path.resolve(import.meta.dirname, '..');
const external = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];

/** Bundle a snippet importing from the package and return its gzipped JS and CSS sizes. */
async function measure(contents) {
  const result = await build({
    stdin: { contents, resolveDir: packageRoot, sourcefile: 'entry.ts', loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    treeShaking: true,
    jsx: 'automatic',
    external,
    outdir: path.join(packageRoot, 'dist-size'),
    write: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  let js = 0;
  let css = 0;
  for (const file of result.outputFiles) {
    const gzipped = gzipSync(file.contents, { level: 9 }).length;
    if (file.path.endsWith('.css')) css += gzipped;
    else if (file.path.endsWith('.js')) js += gzipped;
  }
  return { js, css, total: js + css };
}

const whole = await measure(
  "import * as ds from './src/index.ts'; import './src/styles.css'; export default ds;",
);
// One control on its own shows the JS tree-shakes: it must be a small fraction of the whole.
// (esbuild keeps every CSS module of the graph, so only the JS figure of this row means much.)
const buttonOnly = await measure(
  "export { Button } from './src/index.ts'; import './src/styles.css';",
);

const row = (name, size) =>
  `${name.padEnd(22)} js ${String(size.js).padStart(7)} B  css ${String(size.css).padStart(6)} B  total ${String(size.total).padStart(7)} B gzip`;
console.log(row('whole package', whole));
console.log(
  `${'Button only'.padEnd(22)} js ${String(buttonOnly.js).padStart(7)} B gzip (tree-shaking check)`,
);
console.log(`budget (whole package)  ${BUDGET_BYTES} B gzip`);

if (whole.total > BUDGET_BYTES) {
  console.error(
    `design-system is ${whole.total} B gzipped, past its budget of ${BUDGET_BYTES} B. ` +
      'Find what grew (a new dependency?) or raise BUDGET_BYTES in scripts/size.mjs on purpose.',
  );
  process.exit(1);
}
