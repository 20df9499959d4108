import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import type { ChartLocaleTable } from '../i18n/translate.ts';
import { renderChart } from './test-mount.tsx';

// A host locale the widget does not ship; tooltip_high is left out on purpose.
const HOST_LOCALES: Readonly<Record<string, ChartLocaleTable>> = {
  'fr-FR': {
    timezone: 'Fuseau horaire',
    tooltip_time: 'Heure : ',
    tooltip_open: 'Ouv. : ',
    tooltip_low: 'Bas : ',
    tooltip_close: 'Clôt. : ',
    tooltip_volume: 'Vol. : ',
  },
};

const renderIn = (locale: string) => renderChart({ locale, locales: HOST_LOCALES });

/** Every text klinecharts paints on its canvases from now on. */
function paintedTexts() {
  const spy = vi.spyOn(CanvasRenderingContext2D.prototype, 'fillText');
  return {
    texts: () => spy.mock.calls.map(([text]) => text),
    clear: () => {
      spy.mockClear();
    },
  };
}

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

afterEach(() => {
  vi.restoreAllMocks();
});

describe("<Chart> klinecharts' own texts", () => {
  it('come from the host locale table, a missing key showing the key', async () => {
    const painted = paintedTexts();
    await renderIn('fr-FR');
    await expect.element(page.getByRole('button', { name: 'Fuseau horaire' })).toBeVisible();
    await vi.waitFor(() => {
      expect(painted.texts()).toEqual(
        expect.arrayContaining(['Heure : ', 'Ouv. : ', 'Bas : ', 'Clôt. : ', 'Vol. : ']),
      );
    });
    expect(painted.texts()).toContain('tooltip_high');
    expect(painted.texts()).not.toContain('Open: ');
  });

  it('re-translate when the locale switches at runtime', async () => {
    const painted = paintedTexts();
    const { rerender } = await renderIn('fr-FR');
    await vi.waitFor(() => {
      expect(painted.texts()).toContain('Ouv. : ');
    });
    painted.clear();
    await rerender({ locale: 'en-US' });
    await vi.waitFor(() => {
      expect(painted.texts()).toEqual(expect.arrayContaining(['Open: ', 'High: ', 'Close: ']));
    });
    await frame();
    expect(painted.texts().lastIndexOf('Open: ')).toBeGreaterThan(
      painted.texts().lastIndexOf('Ouv. : '),
    );

    painted.clear();
    await rerender({ locale: 'zh-CN' });
    await vi.waitFor(() => {
      expect(painted.texts()).toEqual(expect.arrayContaining(['开：', '高：', '收：']));
    });
    await frame();
    expect(painted.texts().lastIndexOf('开：')).toBeGreaterThan(
      painted.texts().lastIndexOf('Open: '),
    );
  });
});
