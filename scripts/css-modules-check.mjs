// Every selector of a CSS module must name one of the module's classes: a selector without one
// (a bare `[data-tone='rise']`, `button`, `svg`) is not scoped by CSS modules and, once its page's
// chunk has loaded, applies to the whole app (a page's bare [data-tone] rule once painted the
// order forms' side-coloured submit buttons' labels in the buttons' own colour). Wrap a rule that
// is meant to be global in :global(…) inside a local selector, or put it in a plain .css file.
// Run by `npm run lint` (lint:root).
import fs from 'node:fs';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');

function moduleFiles(dir) {
  const found = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...moduleFiles(full));
    else if (entry.name.endsWith('.module.css')) found.push(full);
  }
  return found;
}

/** A selector list split at its top-level commas (not those inside :not(…), :where(…)). */
function selectorsOf(list) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i += 1) {
    if (list[i] === '(') depth += 1;
    else if (list[i] === ')') depth -= 1;
    else if (list[i] === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts.map((part) => part.trim());
}

/** Whether a selector names a local class (one outside :global(…)). */
const isScoped = (selector) => /\.[A-Za-z_-]/.test(selector.replace(/:global\([^)]*\)/g, ''));

const problems = [];
for (const file of moduleFiles(path.join(root, 'packages'))) {
  const css = fs
    .readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    // Keyframe steps (from, to, 50%) are not selectors.
    .replace(/@keyframes[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, '');
  for (const match of css.matchAll(/([^{};]+)\{/g)) {
    const list = match[1].trim();
    if (list.startsWith('@')) continue;
    for (const selector of selectorsOf(list))
      if (!isScoped(selector)) problems.push(`${path.relative(root, file)}: ${selector}`);
  }
}

if (problems.length > 0) {
  console.error(
    `css modules: ${String(problems.length)} selector(s) without a class of their module, global to the whole app:\n  ${problems.join('\n  ')}`,
  );
  process.exit(1);
}
console.log('css modules: every selector is scoped to its module.');
