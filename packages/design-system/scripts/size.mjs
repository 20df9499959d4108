// Size budget of @exchange/design-system (STYLE.md "bundle budgets are checked by a script").
// Bundles src/index.ts the way the app's bundler sees it: ESM, minified, tree-shaken, with
// React left external (the app ships React once, whatever it imports from us), CSS Modules
// compiled. Gzips the JS and the CSS, prints the bytes and exits 1 past the budget.
//
//   npm run size -w packages/design-system
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { build } from 'esbuild';

/** Gzipped JS + CSS bytes allowed for the controls (the whole package less its @font-face
 * rules): about 10% over the 100,768 B measured on 2026-11-24 with the pictures of issue 17
 * (time-series chart without its lazy uPlot, allocation ring, combobox: +5.5 kB over the 95,278 B
 * before them) exported. Raise it in the same change that knowingly grows the package. */
const BUDGET_BYTES = 111_000;

/** Gzipped bytes allowed for the @font-face rules of theme/fonts.css (issue 15), on their own
 * budget so they never hide a control growing. 95,880 B measured on 2026-11-23: nearly all of it the
 * unicode-range lists of the ~350 subsets of the three CJK families (TC, JP, KR; one variable
 * face per subset for every weight, a quarter of four static weights). The font files themselves
 * are separate assets, fetched per unicode-range only by pages that show those characters, so
 * they are not counted. About 4% headroom. */
const FONT_BUDGET_BYTES = 100_000;

/** Gzipped bytes allowed for what the package loads on demand (dynamic import), outside the
 * controls' figure because a page that does not use it never fetches it: today uPlot, the
 * time-series chart's library (issue 17), 23,235 B measured on 2026-11-24 with the chart's
 * options. About 10% headroom. */
const LAZY_BUDGET_BYTES = 25_500;

const packageRoot = path.resolve(import.meta.dirname, '..');
const external = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];

/** Stands in an empty stylesheet for theme/fonts.css: the controls measured without the fonts. */
const withoutFonts = {
  name: 'without-fonts',
  setup(build) {
    build.onLoad({ filter: /theme[\\/]fonts\.css$/ }, () => ({ contents: '', loader: 'css' }));
  },
};

/**
 * Bundle a snippet importing from the package and return its gzipped JS and CSS sizes. Code
 * reached only through a dynamic `import()` is split into chunks of its own (as the app's bundler
 * does) and counted apart, as `lazy`: what a page pays only once it uses it.
 */
async function measure(contents, plugins = []) {
  const result = await build({
    splitting: true,
    metafile: true,
    entryNames: 'entry',
    plugins,
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
    // Font files become separate assets (counted in neither figure): only their CSS is measured.
    loader: { '.woff2': 'file', '.woff': 'file' },
  });
  // The entry and every chunk it imports statically are loaded up front; the rest is lazy.
  const outputs = result.metafile.outputs;
  const key = (file) => path.relative(process.cwd(), file.path).replaceAll(path.sep, '/');
  const eager = new Set();
  const visit = (name) => {
    if (eager.has(name) || outputs[name] === undefined) return;
    eager.add(name);
    for (const imported of outputs[name].imports) {
      if (imported.kind === 'import-statement') visit(imported.path);
    }
  };
  // (esbuild lists each dynamically imported module as an entry point too: start from ours.)
  for (const [name, output] of Object.entries(outputs)) {
    if (output.entryPoint === 'entry.ts') visit(name);
  }
  let js = 0;
  let css = 0;
  let lazy = 0;
  for (const file of result.outputFiles) {
    const gzipped = gzipSync(file.contents, { level: 9 }).length;
    if (file.path.endsWith('.css')) css += gzipped;
    else if (!file.path.endsWith('.js')) continue;
    else if (eager.has(key(file))) js += gzipped;
    else lazy += gzipped;
  }
  return { js, css, total: js + css, lazy };
}

const whole = await measure(
  "import * as ds from './src/index.ts'; import './src/styles.css'; export default ds;",
);
// One control on its own shows the JS tree-shakes: it must be a small fraction of the whole.
// (esbuild keeps every CSS module of the graph, so only the JS figure of this row means much.)
const buttonOnly = await measure(
  "export { Button } from './src/index.ts'; import './src/styles.css';",
);

// The whole less theme/fonts.css, and the @font-face rules of theme/fonts.css alone.
const controls = await measure(
  "import * as ds from './src/index.ts'; import './src/styles.css'; export default ds;",
  [withoutFonts],
);
const fontsCss = (await measure("import './src/theme/fonts.css';")).css;
const fonts = { js: 0, css: fontsCss, total: fontsCss };

const row = (name, size) =>
  `${name.padEnd(22)} js ${String(size.js).padStart(7)} B  css ${String(size.css).padStart(6)} B  total ${String(size.total).padStart(7)} B gzip`;
console.log(row('whole package', whole));
console.log(row('  controls', controls));
console.log(row('  @font-face rules', fonts));
console.log(
  `${'  loaded on demand'.padEnd(22)} js ${String(controls.lazy).padStart(7)} B gzip (uPlot)`,
);
console.log(
  `${'Button only'.padEnd(22)} js ${String(buttonOnly.js).padStart(7)} B gzip (tree-shaking check)`,
);
console.log(`budget (controls)        ${BUDGET_BYTES} B gzip`);
console.log(`budget (@font-face)      ${FONT_BUDGET_BYTES} B gzip`);
console.log(`budget (on demand)       ${LAZY_BUDGET_BYTES} B gzip`);

// The time-series chart's library must stay out of the controls' bundle (issue 17: only pages that
// plot pay for it). Imported statically anywhere, it joins the eager bundle and what is left on
// demand is a stub of a few dozen bytes (77 B measured), far under uPlot's ~23 kB.
const UPLOT_MIN_BYTES = 10_000;
if (controls.lazy < UPLOT_MIN_BYTES) {
  console.error(
    "design-system loads (almost) nothing on demand: uPlot is imported statically somewhere. Import it only with import('uplot') (time-series-chart/use-uplot.ts).",
  );
  process.exit(1);
}
if (controls.total > BUDGET_BYTES) {
  console.error(
    `design-system's controls are ${controls.total} B gzipped, past their budget of ${BUDGET_BYTES} B. ` +
      'Find what grew (a new dependency?) or raise BUDGET_BYTES in scripts/size.mjs on purpose.',
  );
  process.exit(1);
}
if (fonts.total > FONT_BUDGET_BYTES) {
  console.error(
    `design-system's @font-face rules are ${fonts.total} B gzipped, past their budget of ` +
      `${FONT_BUDGET_BYTES} B. A family or a subset was added (theme/fonts.css)? Raise ` +
      'FONT_BUDGET_BYTES in scripts/size.mjs on purpose, or load it only where it is needed.',
  );
  process.exit(1);
}
if (controls.lazy > LAZY_BUDGET_BYTES) {
  console.error(
    `design-system's code loaded on demand is ${controls.lazy} B gzipped, past its budget of ` +
      `${LAZY_BUDGET_BYTES} B. A lazily imported library grew or was added? Raise ` +
      'LAZY_BUDGET_BYTES in scripts/size.mjs on purpose.',
  );
  process.exit(1);
}
