import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DEFAULT_PERIODS } from '../config/periods.ts';
import { createMemoryDatafeed, DEMO_NOW, DEMO_SYMBOLS } from '../datafeed/memory-datafeed.ts';
import type { ChartLocaleTable } from '../i18n/translate.ts';
import type { ChartApi } from './chart-api.ts';
import { Chart } from './chart.tsx';

const [btc = { ticker: 'BTCUSDT' }] = DEMO_SYMBOLS;
const minute = DEFAULT_PERIODS[0] ?? { multiplier: 1, timespan: 'minute', text: '1m' };
const feed = createMemoryDatafeed({ now: DEMO_NOW });

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

function Framed({ locale, api }: { locale: string; api: React.Ref<ChartApi> }) {
  return (
    <div style={{ width: 900, height: 500 }}>
      <Chart
        ref={api}
        now={() => DEMO_NOW}
        datafeed={feed}
        symbol={btc}
        period={minute}
        locale={locale}
        locales={HOST_LOCALES}
      />
    </div>
  );
}

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
    const api = createRef<ChartApi>();
    await render(<Framed api={api} locale="fr-FR" />);
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
    const api = createRef<ChartApi>();
    const screen = await render(<Framed api={api} locale="fr-FR" />);
    await vi.waitFor(() => {
      expect(painted.texts()).toContain('Ouv. : ');
    });
    painted.clear();
    await screen.rerender(<Framed api={api} locale="en-US" />);
    await vi.waitFor(() => {
      expect(painted.texts()).toEqual(expect.arrayContaining(['Open: ', 'High: ', 'Close: ']));
    });
    await frame();
    expect(painted.texts().lastIndexOf('Open: ')).toBeGreaterThan(
      painted.texts().lastIndexOf('Ouv. : '),
    );

    painted.clear();
    await screen.rerender(<Framed api={api} locale="zh-CN" />);
    await vi.waitFor(() => {
      expect(painted.texts()).toEqual(expect.arrayContaining(['开：', '高：', '收：']));
    });
    await frame();
    expect(painted.texts().lastIndexOf('开：')).toBeGreaterThan(
      painted.texts().lastIndexOf('Open: '),
    );
  });
});
