// One lint config for the whole monorepo. The import-boundary blocks below are the
// machine-checked form of ../shared/ARCHITECTURE.md "the direction of imports".
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

const pkg = (name) => [`@exchange/${name}`, `@exchange/${name}/*`];
const react = ['react', 'react-dom', 'react-dom/*', 'react/*', '@xstate/react', '@radix-ui/*'];

/** A forbidden import is a lint error that names the rule it breaks. */
const boundary = (files, forbidden, why, exactPaths = []) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: exactPaths.map((name) => ({ name, message: `${why} (ARCHITECTURE.md)` })),
        patterns: [{ group: forbidden, message: `${why} (ARCHITECTURE.md: direction of imports)` }],
      },
    ],
  },
});

/** Browser and timer globals that machines must receive as actors or inputs, and formulas never use. */
const impureGlobalNames = [
  'window',
  'document',
  'WebSocket',
  'fetch',
  'localStorage',
  'sessionStorage',
  'navigator',
  'location',
  'setTimeout',
  'setInterval',
  'clearTimeout',
  'clearInterval',
  'requestAnimationFrame',
];
const impureGlobals = impureGlobalNames.map((name) => ({
  name,
  message: `packages/machines is pure: hand ${name} in as an actor, delay or input (ARCHITECTURE.md)`,
}));
const formulaGlobals = impureGlobalNames.map((name) => ({
  name,
  message: `packages/formulas is pure: a formula takes its inputs as arguments, never ${name} (ARCHITECTURE.md)`,
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/routeTree.gen.ts',
      '**/locales/**/*.ts',
      '**/.turbo/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.vitest-attachments/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportDefaultDeclaration',
          message: 'Named exports only (STYLE.md); default exports only where a tool demands one.',
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: { ...globals.node },
    },
  },
  {
    files: [
      'packages/{design-system,chart,app}/**/*.{ts,tsx}',
      '.storybook/**/*.{ts,tsx}',
      'visual/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.strict.rules,
    },
  },
  {
    files: ['packages/server/**/*.ts', 'scripts/**', 'e2e/**', '*.ts', '*.js'],
    languageOptions: { globals: { ...globals.node } },
  },
  // Tools that demand a default export: Storybook meta, configs, route files.
  {
    files: [
      '**/*.stories.tsx',
      '.storybook/main.ts',
      '.storybook/preview.tsx',
      '*.config.ts',
      '*.config.js',
      'packages/*/*.config.ts',
      'packages/app/src/routes/**/*.tsx',
      // The articles' language packs, loaded by import() per language (content/index.ts).
      'packages/server/src/articles/content/*.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  ...storybook.configs['flat/recommended'],

  // ---- import boundaries (ARCHITECTURE.md) ----
  boundary(
    ['packages/formulas/**'],
    [...react, '@exchange/*', 'node:*'],
    'formulas is the bottom layer: pure functions, no I/O; it imports no package of ours, no React and no DOM (big.js only)',
  ),
  {
    files: ['packages/formulas/src/**/*.ts'],
    ignores: ['packages/formulas/src/**/*.test.ts'],
    rules: { 'no-restricted-globals': ['error', ...formulaGlobals] },
  },
  boundary(
    ['packages/machines/**'],
    [
      ...react,
      ...pkg('design-system'),
      ...pkg('chart'),
      ...pkg('app'),
      ...pkg('server'),
      '@exchange/api/*',
      '!@exchange/api/socket',
      'node:*',
    ],
    'machines is pure TypeScript: no React, no DOM, no UI or server packages; only formulas and the socket protocol of api (@exchange/api/socket)',
    ['@exchange/api'],
  ),
  {
    files: ['packages/machines/src/**/*.ts'],
    ignores: ['packages/machines/src/**/*.test.ts'],
    rules: { 'no-restricted-globals': ['error', ...impureGlobals] },
  },
  boundary(
    ['packages/api/**'],
    [
      ...react,
      ...pkg('machines'),
      ...pkg('design-system'),
      ...pkg('chart'),
      ...pkg('app'),
      ...pkg('server'),
    ],
    'api is the wire contract: it imports no other package of ours but formulas, and no React',
  ),
  boundary(
    ['packages/design-system/**'],
    [...pkg('chart'), ...pkg('app'), ...pkg('server'), ...pkg('api')],
    'design-system may import only machines and formulas',
  ),
  boundary(
    ['packages/chart/**'],
    [...pkg('app'), ...pkg('server'), ...pkg('api')],
    'chart may import design-system, machines and formulas only; it talks to its Datafeed, never HTTP',
  ),
  boundary(
    ['packages/app/**'],
    [...pkg('server'), 'fastify', 'better-sqlite3', 'kysely', 'pg'],
    'app never imports server code',
  ),
  boundary(
    ['packages/server/**'],
    [...react, ...pkg('app'), ...pkg('chart'), ...pkg('design-system'), ...pkg('machines')],
    'server imports api and formulas only, never app code',
  ),

  // ---- import-x: resolves our imports (`.ts`/`.tsx` paths, workspace packages' exports) ----
  {
    files: ['packages/**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver()],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
  },

  // ---- a relative import never leaves its package (ARCHITECTURE.md) ----
  // The boundary blocks above match package names: `../../api/src/…` would slip past them.
  // import-x resolves the path and compares the nearest package.json of both ends.
  {
    files: ['packages/**/*.{ts,tsx,js,mjs}'],
    rules: { 'import-x/no-relative-packages': 'error' },
  },
  {
    // The benches write their rows with the root's one writer (scripts/bench-rows.mjs, read by
    // `npm run bench`); scripts/ is no package to depend on, so the relative import is the way.
    files: ['packages/*/bench/**/*.{ts,js,mjs}'],
    rules: { 'import-x/no-relative-packages': 'off' },
  },

  // ---- the import graph has no cycle (ARCHITECTURE.md) ----
  {
    files: ['packages/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': 'error' },
  },
);
