import { describe, expect, it } from 'vitest';

const GENERIC = new Set(['serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui']);

/** The families of a font-family list, unquoted. */
function families(list: string): string[] {
  return list
    .split(',')
    .map((family) => family.trim().replace(/^['"]|['"]$/g, ''))
    .filter(Boolean);
}

function width(font: string, text: string): number {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) throw new Error('no canvas');
  context.font = font;
  return context.measureText(text).width;
}

describe('fonts', () => {
  it('names only faces we ship (fonts.css) in the font tokens, in every language', () => {
    const shipped = new Set([...document.fonts].map((face) => face.family.replace(/^"|"$/g, '')));
    const html = document.documentElement;
    const lang = html.lang;
    for (const locale of ['en', 'ja', 'ko', 'zh-TW', 'ar', 'hi']) {
      html.lang = locale;
      const style = getComputedStyle(html);
      for (const token of ['--ex-font-sans', '--ex-font-mono']) {
        const named = families(style.getPropertyValue(token)).filter((f) => !GENERIC.has(f));
        expect(named.length).toBeGreaterThan(0);
        expect({ locale, token, unshipped: named.filter((f) => !shipped.has(f)) }).toEqual({
          locale,
          token,
          unshipped: [],
        });
      }
    }
    html.lang = lang;
  });

  // Browser tests launch Chromium with scripts/fonts/fonts.conf: no font of the machine is seen,
  // only the last-resort Noto Sans (TTF) it names, so nothing can depend on what is installed.
  it("cannot see the machine's fonts: an installed monospace family draws like the last resort", () => {
    const text = 'iiiiiiiiWWWWWWWW';
    const lastResort = width('16px sans-serif', text);
    for (const family of [
      '"DejaVu Sans Mono"',
      '"Noto Sans Mono"',
      '"Liberation Mono"',
      'monospace',
    ]) {
      expect({ family, width: width(`16px ${family}`, text) }).toEqual({
        family,
        width: lastResort,
      });
    }
  });

  it('draws with the shipped faces once loaded (the mono face differs from the last resort)', async () => {
    const text = 'iiiiiiiiWWWWWWWW';
    await document.fonts.load('16px "Noto Sans Mono Variable"', text);
    expect(width('16px "Noto Sans Mono Variable"', text)).not.toBe(width('16px sans-serif', text));
  });
});
