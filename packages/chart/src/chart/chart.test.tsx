import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DEFAULT_PERIODS } from '../config/periods.ts';
import { DRAWING_GROUP_ID } from '../config/drawing-tools.ts';
import { createMemoryDatafeed, DEMO_NOW, DEMO_SYMBOLS } from '../datafeed/memory-datafeed.ts';
import type { ChartSymbol } from '../symbol-label.ts';
import type { Datafeed, KLineBar } from '../types.ts';
import type { ChartApi } from './chart-api.ts';
import { Chart } from './chart.tsx';

const [btc = { ticker: 'BTCUSDT' }, eth = { ticker: 'ETHUSDT' }, sol = { ticker: 'SOLUSDT' }] =
  DEMO_SYMBOLS;
const minute = DEFAULT_PERIODS[0] ?? { multiplier: 1, timespan: 'minute', text: '1m' };

const frame = { width: 900, height: 500 };
function Framed(props: Parameters<typeof Chart>[0]) {
  return (
    <div style={frame}>
      <Chart now={() => DEMO_NOW} {...props} />
    </div>
  );
}

async function waitForBars(api: ChartApi, count?: number) {
  await vi.waitFor(() => {
    const list = api.getChart()?.getDataList() ?? [];
    if (count === undefined ? list.length === 0 : list.length !== count)
      throw new Error(`bars: ${list.length}`);
  });
}

describe('<Chart> data', () => {
  it('loads 500 bars of the symbol and subscribes to live bars', async () => {
    const feed = createMemoryDatafeed({ now: DEMO_NOW });
    const history = vi.spyOn(feed, 'getHistoryKLineData');
    const api = createRef<ChartApi>();
    await render(<Framed ref={api} datafeed={feed} symbol={btc} period={minute} locale="en-US" />);
    if (!api.current) throw new Error('no api');
    await waitForBars(api.current, 500);
    expect(history).toHaveBeenCalledTimes(1);
    expect(history.mock.calls[0]?.[0].ticker).toBe('BTCUSDT');
    expect(feed.subscriptionCount()).toBe(1);
    // The page is [now - 500 minutes, now): the bar opening at `now` comes as a live bar.
    expect(api.current.getChart()?.getDataList().at(-1)?.timestamp).toBe(DEMO_NOW - 60_000);
    feed.tick('BTCUSDT');
    expect(api.current.getChart()?.getDataList()).toHaveLength(501);
    expect(api.current.getChart()?.getDataList().at(-1)?.timestamp).toBe(DEMO_NOW);
    feed.tick('BTCUSDT');
    expect(api.current.getChart()?.getDataList()).toHaveLength(501);
  });

  it('unsubscribes the live feed on unmount (klinecharts dispose does not)', async () => {
    const feed = createMemoryDatafeed({ now: DEMO_NOW });
    const api = createRef<ChartApi>();
    const screen = await render(<Framed ref={api} datafeed={feed} symbol={btc} period={minute} />);
    if (!api.current) throw new Error('no api');
    await waitForBars(api.current);
    await vi.waitFor(() => {
      expect(feed.subscriptionCount()).toBe(1);
    });
    await screen.unmount();
    expect(feed.subscriptionCount()).toBe(0);
  });

  it('shows only the last choice when the symbol changes fast', async () => {
    const resolvers: { ticker: string; resolve: (bars: KLineBar[]) => void }[] = [];
    const barsOf = (symbol: ChartSymbol, close: string): KLineBar[] => [
      {
        timestamp: DEMO_NOW - 60_000,
        open: close,
        high: close,
        low: close,
        close,
        volume: String(symbol.ticker.length),
        turnover: '0',
      },
    ];
    const feed: Datafeed = {
      searchSymbols: () => Promise.resolve([]),
      getHistoryKLineData: (symbol) =>
        new Promise((resolve) => resolvers.push({ ticker: symbol.ticker, resolve })),
      subscribe: vi.fn(),
      unsubscribe: vi.fn(),
    };
    const api = createRef<ChartApi>();
    const screen = await render(<Framed ref={api} datafeed={feed} symbol={btc} period={minute} />);
    await screen.rerender(<Framed ref={api} datafeed={feed} symbol={eth} period={minute} />);
    await screen.rerender(<Framed ref={api} datafeed={feed} symbol={sol} period={minute} />);
    await vi.waitFor(() => {
      expect(resolvers.map((r) => r.ticker)).toEqual(['BTCUSDT', 'ETHUSDT', 'SOLUSDT']);
    });
    // Answers arrive newest first, the oldest last: the old ones must not win.
    resolvers[2]?.resolve(barsOf(sol, '3'));
    resolvers[1]?.resolve(barsOf(eth, '2'));
    resolvers[0]?.resolve(barsOf(btc, '1'));
    await new Promise((r) => setTimeout(r, 50));
    expect(
      api.current
        ?.getChart()
        ?.getDataList()
        .map((b) => b.close),
    ).toEqual([3]);
    expect(feed.subscribe).toHaveBeenCalledTimes(1);
    expect(vi.mocked(feed.subscribe).mock.calls[0]?.[0].ticker).toBe('SOLUSDT');
  });

  it('loads the chosen period from the top bar, one pressed at a time', async () => {
    const feed = createMemoryDatafeed({ now: DEMO_NOW });
    const history = vi.spyOn(feed, 'getHistoryKLineData');
    const onPeriodChange = vi.fn();
    await render(
      <Framed
        datafeed={feed}
        symbol={btc}
        period={minute}
        onPeriodChange={onPeriodChange}
        locale="en-US"
      />,
    );
    await userEvent.click(page.getByRole('button', { name: '4H' }));
    await expect
      .element(page.getByRole('button', { name: '4H' }))
      .toHaveAttribute('aria-pressed', 'true');
    await expect
      .element(page.getByRole('button', { name: '1m' }))
      .toHaveAttribute('aria-pressed', 'false');
    expect(onPeriodChange).toHaveBeenCalledWith(expect.objectContaining({ text: '4H' }));
    await vi.waitFor(() => {
      expect(history.mock.calls.at(-1)?.[1].text).toBe('4H');
    });
  });
});

describe('<Chart> restyling', () => {
  it('switches symbol without restyling the chart or overriding indicators; a theme change restyles', async () => {
    const feed = createMemoryDatafeed({ now: DEMO_NOW });
    const api = createRef<ChartApi>();
    const screen = await render(
      <Framed ref={api} datafeed={feed} symbol={btc} period={minute} theme="dark" />,
    );
    if (!api.current) throw new Error('no api');
    await waitForBars(api.current, 500);
    const chart = api.current.getChart();
    if (!chart) throw new Error('no chart');
    const setStyles = vi.spyOn(chart, 'setStyles');
    const overrideIndicator = vi.spyOn(chart, 'overrideIndicator');

    await screen.rerender(
      <Framed ref={api} datafeed={feed} symbol={eth} period={minute} theme="dark" />,
    );
    await vi.waitFor(() => {
      expect(chart.getSymbol()?.ticker).toBe('ETHUSDT');
    });
    await waitForBars(api.current, 500);
    expect(setStyles).not.toHaveBeenCalled();
    expect(overrideIndicator).not.toHaveBeenCalled();

    await screen.rerender(
      <Framed ref={api} datafeed={feed} symbol={eth} period={minute} theme="light" />,
    );
    await vi.waitFor(() => {
      expect(setStyles).toHaveBeenCalledWith('light');
    });
  });

  it('hides an indicator from the legend eye, and shows it again', async () => {
    const feed = createMemoryDatafeed({ now: DEMO_NOW });
    const api = createRef<ChartApi>();
    await render(<Framed ref={api} datafeed={feed} symbol={btc} period={minute} locale="en-US" />);
    if (!api.current) throw new Error('no api');
    await waitForBars(api.current, 500);
    const vol = () => api.current?.getChart()?.getIndicators({ name: 'VOL' })[0];
    expect(vol()?.visible).toBe(true);
    const eye = page.getByRole('button', { name: 'Hide Sub Indicator VOL' });
    await userEvent.click(eye);
    await vi.waitFor(() => {
      expect(vol()?.visible).toBe(false);
    });
    await userEvent.click(eye);
    await vi.waitFor(() => {
      expect(vol()?.visible).toBe(true);
    });
  });
});

describe('<Chart> locale', () => {
  it('re-translates the open dialog when the locale changes', async () => {
    const feed = createMemoryDatafeed({ now: DEMO_NOW });
    const screen = await render(
      <Framed datafeed={feed} symbol={btc} period={minute} locale="zh-CN" />,
    );
    await userEvent.click(page.getByRole('button', { name: '时区' }));
    await expect.element(page.getByRole('dialog', { name: '时区' })).toBeVisible();
    await expect.element(page.getByRole('option', { name: '檀香山' })).toBeInTheDocument();
    await screen.rerender(<Framed datafeed={feed} symbol={btc} period={minute} locale="en-US" />);
    await expect.element(page.getByRole('dialog', { name: 'Timezone' })).toBeVisible();
    await expect.element(page.getByRole('option', { name: 'Honolulu' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect
      .element(screen.getByRole('button', { name: 'Settings', exact: true }))
      .toBeInTheDocument();
  });

  it('shows the key for a locale without a table', async () => {
    const feed = createMemoryDatafeed({ now: DEMO_NOW });
    await render(<Framed datafeed={feed} symbol={btc} period={minute} locale="xx-XX" />);
    await expect.element(page.getByRole('button', { name: 'timezone' })).toBeInTheDocument();
  });
});

describe('<Chart> drawings and persistence', () => {
  const points = [
    { timestamp: DEMO_NOW - 30 * 60_000, value: 500 },
    { timestamp: DEMO_NOW - 10 * 60_000, value: 520 },
  ];

  it('remove-all deletes drawings made from code too (they join the drawing group)', async () => {
    const feed = createMemoryDatafeed({ now: DEMO_NOW });
    const api = createRef<ChartApi>();
    await render(<Framed ref={api} datafeed={feed} symbol={btc} period={minute} locale="en-US" />);
    if (!api.current) throw new Error('no api');
    await waitForBars(api.current);
    api.current.createOverlay({ name: 'gannBox', points });
    expect(api.current.getChart()?.getOverlays({ groupId: DRAWING_GROUP_ID })).toHaveLength(1);
    await userEvent.click(page.getByRole('button', { name: 'Remove drawings' }));
    expect(api.current.getChart()?.getOverlays({ groupId: DRAWING_GROUP_ID })).toHaveLength(0);
  });

  it('undoes and redoes drawing edits with Ctrl+Z and Shift+Ctrl+Z', async () => {
    const feed = createMemoryDatafeed({ now: DEMO_NOW });
    const api = createRef<ChartApi>();
    await render(<Framed ref={api} datafeed={feed} symbol={btc} period={minute} locale="en-US" />);
    if (!api.current) throw new Error('no api');
    await waitForBars(api.current);
    api.current.createOverlay({ name: 'segment', points });
    api.current.createOverlay({ name: 'rect', points });
    const count = () => api.current?.getChart()?.getOverlays({ groupId: DRAWING_GROUP_ID }).length;
    expect(count()).toBe(2);
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(count()).toBe(1);
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(count()).toBe(0);
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(count()).toBe(1);
    await userEvent.click(page.getByRole('button', { name: 'Redo' }));
    expect(count()).toBe(2);
    await userEvent.click(page.getByRole('button', { name: 'Undo' }));
    expect(count()).toBe(1);
  });

  it('brings drawings, indicators and settings of a symbol back after a reload', async () => {
    const storageKey = `chart-test-${Math.random()}`;
    const feed = createMemoryDatafeed({ now: DEMO_NOW });
    const api = createRef<ChartApi>();
    const first = await render(
      <Framed
        ref={api}
        datafeed={feed}
        symbol={btc}
        period={minute}
        locale="en-US"
        storageKey={storageKey}
      />,
    );
    if (!api.current) throw new Error('no api');
    await waitForBars(api.current);
    api.current.createOverlay({ name: 'fibonacciLine', points });
    await userEvent.click(page.getByRole('button', { name: 'Indicators' }));
    await userEvent.click(page.getByRole('checkbox', { name: 'MACD' }));
    await userEvent.keyboard('{Escape}');
    await first.unmount();

    const again = createRef<ChartApi>();
    await render(
      <Framed
        ref={again}
        datafeed={feed}
        symbol={btc}
        period={minute}
        locale="en-US"
        storageKey={storageKey}
      />,
    );
    if (!again.current) throw new Error('no api');
    await waitForBars(again.current);
    await vi.waitFor(() => {
      const overlays = again.current?.getChart()?.getOverlays({ groupId: DRAWING_GROUP_ID }) ?? [];
      expect(overlays.map((o) => o.name)).toEqual(['fibonacciLine']);
    });
    expect(
      again.current
        .getChart()
        ?.getIndicators()
        .map((i) => i.name)
        .sort(),
    ).toEqual(['MA', 'MACD', 'VOL']);
    await expect
      .element(page.getByRole('button', { name: 'Remove Sub Indicator MACD' }))
      .toBeInTheDocument();
    localStorage.removeItem(`${storageKey}:BTCUSDT`);
  });

  it('exports and imports the state as JSON', async () => {
    const feed = createMemoryDatafeed({ now: DEMO_NOW });
    const api = createRef<ChartApi>();
    await render(<Framed ref={api} datafeed={feed} symbol={btc} period={minute} locale="en-US" />);
    if (!api.current) throw new Error('no api');
    await waitForBars(api.current);
    api.current.createOverlay({
      name: 'triangle',
      points: [...points, { timestamp: DEMO_NOW, value: 480 }],
    });
    const json = api.current.exportState();
    api.current.undo();
    expect(api.current.getChart()?.getOverlays({ groupId: DRAWING_GROUP_ID })).toHaveLength(0);
    expect(api.current.importState(json)).toBe(true);
    expect(
      api.current
        .getChart()
        ?.getOverlays({ groupId: DRAWING_GROUP_ID })
        .map((o) => o.name),
    ).toEqual(['triangle']);
    expect(api.current.importState('nonsense')).toBe(false);
  });
});

describe('<Chart> dialogs', () => {
  it('takes the screenshot on the CURRENT theme background', async () => {
    const feed = createMemoryDatafeed({ now: DEMO_NOW });
    const api = createRef<ChartApi>();
    const screen = await render(
      <Framed
        ref={api}
        datafeed={feed}
        symbol={btc}
        period={minute}
        locale="en-US"
        theme="light"
      />,
    );
    if (!api.current) throw new Error('no api');
    await waitForBars(api.current);
    await screen.rerender(
      <Framed ref={api} datafeed={feed} symbol={btc} period={minute} locale="en-US" theme="dark" />,
    );
    const chart = api.current.getChart();
    if (!chart) throw new Error('no chart');
    const shot = vi.spyOn(chart, 'getConvertPictureUrl');
    await userEvent.click(page.getByRole('button', { name: 'Screenshot' }));
    expect(shot).toHaveBeenCalledWith(true, 'jpeg', '#151517');
    await expect.element(page.getByRole('dialog', { name: 'Screenshot' })).toBeVisible();
    await expect.element(page.getByRole('img', { name: 'Screenshot' })).toBeInTheDocument();
  });

  it('replaces an invalid indicator parameter by its default on confirm', async () => {
    const feed = createMemoryDatafeed({ now: DEMO_NOW });
    const api = createRef<ChartApi>();
    await render(
      <Framed
        ref={api}
        datafeed={feed}
        symbol={btc}
        period={minute}
        locale="en-US"
        mainIndicators={['BOLL']}
      />,
    );
    await userEvent.click(
      page.getByRole('button', { name: 'Indicator settings Main Indicator BOLL' }),
    );
    const dialog = page.getByRole('dialog', { name: 'BOLL' });
    await expect.element(dialog).toBeVisible();
    await userEvent.fill(dialog.getByRole('textbox', { name: 'Period' }), '');
    await userEvent.fill(dialog.getByRole('textbox', { name: 'Standard Deviation' }), '2.5');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => {
      const boll = api.current?.getChart()?.getIndicators({ name: 'BOLL' })[0];
      expect(boll?.calcParams).toEqual([20, 2.5]);
    });
  });

  it('switches symbol from the debounced search', async () => {
    const feed = createMemoryDatafeed({ now: DEMO_NOW });
    const onSymbolChange = vi.fn();
    await render(
      <Framed
        datafeed={feed}
        symbol={btc}
        period={minute}
        locale="en-US"
        onSymbolChange={onSymbolChange}
      />,
    );
    await userEvent.click(page.getByRole('button', { name: /Symbol Search/ }));
    await userEvent.fill(page.getByRole('textbox', { name: 'Symbol Code' }), 'eth');
    await userEvent.click(page.getByRole('option', { name: /ETH\/USDT/ }));
    expect(onSymbolChange).toHaveBeenCalledWith(expect.objectContaining({ ticker: 'ETHUSDT' }));
    await expect
      .element(page.getByRole('button', { name: 'Symbol Search: ETH/USDT' }))
      .toBeInTheDocument();
  });
});
