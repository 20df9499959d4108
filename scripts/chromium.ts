import path from 'node:path';

/** Where Debian's Chromium lives; CHROMIUM_PATH overrides. Nothing here ever downloads a browser. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/** Flags for headless Chromium on these machines (no sandbox as root, no network chatter). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--font-render-hinting=none',
  // Re-rastering only an invalidated region (under a clip) drew anti-aliased rims of rounded
  // borders one colour unit off depending on timing; whole tiles make screenshots repeatable.
  '--disable-partial-raster',
];

/** The fontconfig that hides the machine's fonts from Chromium (see the file's comment). */
export const testFontconfigFile = path.join(import.meta.dirname, 'fonts', 'fonts.conf');

/**
 * The environment every browser test launches Chromium with: the machine's own, except that
 * fontconfig sees no installed font, only the TTF of scripts/fonts/fonts.conf. Pages draw their text
 * with the web fonts they ship, so sizes and screenshots are the same on every machine (issue 15).
 */
export function chromiumEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined) env[key] = value;
  env.FONTCONFIG_FILE = testFontconfigFile;
  return env;
}
