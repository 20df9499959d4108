// Fails when any of the 12 catalogs lacks a message, has an empty translation, or drops a
// placeholder such as {siteName} (ARCHITECTURE.md: a missing translation fails CI).
// It first re-extracts the messages from the source, so a string added to the code but not yet
// translated is caught too. Run: npm run i18n:check -w packages/app
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const appDir = path.resolve(import.meta.dirname, '..');
const localesDir = path.join(appDir, 'src/locales');
const SOURCE = 'en';
const LOCALES = ['ar', 'en', 'es', 'fr', 'hi', 'id', 'ja', 'ko', 'ms', 'pt', 'ru', 'zh-TW'];

if (!process.argv.includes('--no-extract')) {
  // npm workspaces hoist the CLI to the root node_modules; a package-local one wins if present.
  const bin = [appDir, path.join(appDir, '../..')]
    .map((dir) => path.join(dir, 'node_modules/.bin/lingui'))
    .find((candidate) => fs.existsSync(candidate));
  if (!bin) throw new Error('The lingui CLI is not installed (npm install at the repository root)');
  execFileSync(bin, ['extract', '--clean'], {
    cwd: appDir,
    stdio: 'ignore',
  });
}

/**
 * msgid → msgstr of one .po file (obsolete `#~` entries and the header skipped). A message with a
 * context (msgctxt, e.g. "Market" as an order type) is its own entry, keyed `msgid [context]`.
 */
function parsePo(text) {
  const entries = new Map();
  for (const block of text.split(/\r?\n\s*\r?\n/)) {
    const lines = block.split(/\r?\n/).filter((line) => !line.startsWith('#'));
    let field = null;
    const value = { msgctxt: '', msgid: '', msgstr: '' };
    for (const line of lines) {
      const start = /^(msgctxt|msgid|msgstr) "(.*)"$/.exec(line);
      if (start) {
        field = start[1];
        value[field] = JSON.parse(`"${start[2]}"`);
        continue;
      }
      const more = /^"(.*)"$/.exec(line);
      if (more && field) value[field] += JSON.parse(`"${more[1]}"`);
    }
    if (field !== null && value.msgid !== '') {
      const key = value.msgctxt === '' ? value.msgid : `${value.msgid} [${value.msgctxt}]`;
      entries.set(key, value.msgstr);
    }
  }
  return entries;
}

const placeholders = (text) => new Set(text.match(/\{[A-Za-z0-9_]+\}/g) ?? []);

const read = (locale) =>
  parsePo(fs.readFileSync(path.join(localesDir, locale, 'messages.po'), 'utf8'));
const source = read(SOURCE);
const problems = [];
for (const locale of LOCALES) {
  const catalog = read(locale);
  for (const [id] of source) {
    const translation = catalog.get(id);
    if (translation === undefined) problems.push(`${locale}: missing "${id}"`);
    else if (translation.trim() === '') problems.push(`${locale}: empty translation of "${id}"`);
    else {
      for (const name of placeholders(id)) {
        if (!translation.includes(name))
          problems.push(`${locale}: "${id}" lost placeholder ${name}`);
      }
    }
  }
}

if (problems.length > 0) {
  // Keep the log readable: the first problems, then a count per language.
  console.error(problems.slice(0, 30).join('\n'));
  const perLocale = new Map();
  for (const problem of problems) {
    const locale = problem.split(':')[0];
    perLocale.set(locale, (perLocale.get(locale) ?? 0) + 1);
  }
  console.error([...perLocale].map(([locale, count]) => `${locale}: ${count}`).join(', '));
  console.error(`\n${problems.length} translation problem(s) in src/locales.`);
  process.exit(1);
}
console.log(`i18n: ${source.size} messages translated in all ${LOCALES.length} languages.`);
