import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { DEMO_NOW } from '../datafeed/memory-datafeed.ts';
import type { ChartSymbol } from '../symbol-label.ts';
import type { Datafeed, KLineBar } from '../types.ts';
import { btc, demoFeed, eth, mountChart, renderChart, sol, waitForBars } from './test-mount.tsx';

describe('<Chart> data', () => {
  it('loads 500 bars of the symbol and subscribes to live bars', async () => {
    const feed = demoFeed();
    const history = vi.spyOn(feed, 'getHistoryKLineData');
    const { chart } = await mountChart({ datafeed: feed, locale: 'en-US' }, 500);
    expect(history).toHaveBeenCalledTimes(1);
    expect(history.mock.calls[0]?.[0].ticker).toBe('BTCUSDT');
    expect(feed.subscriptionCount()).toBe(1);
    // The page is [now - 500 minutes, now): the bar opening at `now` comes as a live bar.
    expect(chart.getDataList().at(-1)?.timestamp).toBe(DEMO_NOW - 60_000);
    feed.tick('BTCUSDT');
    expect(chart.getDataList()).toHaveLength(501);
    expect(chart.getDataList().at(-1)?.timestamp).toBe(DEMO_NOW);
    feed.tick('BTCUSDT');
    expect(chart.getDataList()).toHaveLength(501);
  });

  it('unsubscribes the live feed on unmount (klinecharts dispose does not)', async () => {
    const feed = demoFeed();
    const { screen } = await mountChart({ datafeed: feed });
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
    const { api, rerender } = await renderChart({ datafeed: feed });
    await rerender({ symbol: eth });
    await rerender({ symbol: sol });
    await vi.waitFor(() => {
      expect(resolvers.map((r) => r.ticker)).toEqual(['BTCUSDT', 'ETHUSDT', 'SOLUSDT']);
    });
    // Answers arrive newest first, the oldest last: the old ones must not win.
    resolvers[2]?.resolve(barsOf(sol, '3'));
    resolvers[1]?.resolve(barsOf(eth, '2'));
    resolvers[0]?.resolve(barsOf(btc, '1'));
    await new Promise((r) => setTimeout(r, 50));
    expect(
      api
        .getChart()
        ?.getDataList()
        .map((b) => b.close),
    ).toEqual([3]);
    expect(feed.subscribe).toHaveBeenCalledTimes(1);
    expect(vi.mocked(feed.subscribe).mock.calls[0]?.[0].ticker).toBe('SOLUSDT');
  });

  it('loads the chosen period from the top bar, one pressed at a time', async () => {
    const feed = demoFeed();
    const history = vi.spyOn(feed, 'getHistoryKLineData');
    const onPeriodChange = vi.fn();
    await renderChart({ datafeed: feed, onPeriodChange, locale: 'en-US' });
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

describe('<Chart> numbers', () => {
  it("folds only tiny prices, with a subscript count instead of klinecharts' braces", async () => {
    const { chart } = await mountChart({ locale: 'en-US' });
    const fold = chart.getDecimalFold();
    expect(fold.format('3.00099')).toBe('3.00099');
    expect(fold.format('0.00000123')).toBe('0.0₅123');
  });
});

describe('<Chart> font', () => {
  it("draws its canvas texts in the page font, not klinecharts' Helvetica Neue", async () => {
    const { chart } = await mountChart({ locale: 'en-US' });
    const figure = document.querySelector('[role="figure"]');
    if (!figure) throw new Error('no figure');
    const family = getComputedStyle(figure).fontFamily;
    expect(family).not.toContain('Helvetica Neue');
    expect(chart.getStyles().xAxis.tickText.family).toBe(family);
    expect(chart.getStyles().candle.tooltip.legend.family).toBe(family);
  });
});

describe('<Chart> restyling', () => {
  it('switches symbol without restyling the chart or overriding indicators; a theme change restyles', async () => {
    const { api, chart, rerender } = await mountChart({ theme: 'dark' }, 500);
    const setStyles = vi.spyOn(chart, 'setStyles');
    const overrideIndicator = vi.spyOn(chart, 'overrideIndicator');

    await rerender({ symbol: eth });
    await vi.waitFor(() => {
      expect(chart.getSymbol()?.ticker).toBe('ETHUSDT');
    });
    await waitForBars(api, 500);
    expect(setStyles).not.toHaveBeenCalled();
    expect(overrideIndicator).not.toHaveBeenCalled();

    await rerender({ symbol: eth, theme: 'light' });
    await vi.waitFor(() => {
      expect(setStyles).toHaveBeenCalledWith('light');
    });
  });

  it('hides an indicator from the legend eye, and shows it again', async () => {
    const { chart } = await mountChart({ locale: 'en-US' }, 500);
    const vol = () => chart.getIndicators({ name: 'VOL' })[0];
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
    const { screen, rerender } = await renderChart({ locale: 'zh-CN' });
    await userEvent.click(page.getByRole('button', { name: '时区' }));
    await expect.element(page.getByRole('dialog', { name: '时区' })).toBeVisible();
    await expect.element(page.getByRole('option', { name: '檀香山' })).toBeInTheDocument();
    await rerender({ locale: 'en-US' });
    await expect.element(page.getByRole('dialog', { name: 'Timezone' })).toBeVisible();
    await expect.element(page.getByRole('option', { name: 'Honolulu' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect
      .element(screen.getByRole('button', { name: 'Settings', exact: true }))
      .toBeInTheDocument();
  });

  it('shows the key for a locale without a table', async () => {
    await renderChart({ locale: 'xx-XX' });
    await expect.element(page.getByRole('button', { name: 'timezone' })).toBeInTheDocument();
  });
});

describe('<Chart> drawings and persistence', () => {
  const points = [
    { timestamp: DEMO_NOW - 30 * 60_000, value: 500 },
    { timestamp: DEMO_NOW - 10 * 60_000, value: 520 },
  ];

  it('remove-all deletes drawings made from code too (they join the drawing group)', async () => {
    const { api, drawings } = await mountChart({ locale: 'en-US' });
    api.createOverlay({ name: 'gannBox', points });
    expect(drawings()).toHaveLength(1);
    await userEvent.click(page.getByRole('button', { name: 'Remove drawings' }));
    expect(drawings()).toHaveLength(0);
  });

  it('undoes and redoes drawing edits with Ctrl+Z and Shift+Ctrl+Z', async () => {
    const { api, drawings } = await mountChart({ locale: 'en-US' });
    api.createOverlay({ name: 'segment', points });
    api.createOverlay({ name: 'rect', points });
    expect(drawings()).toHaveLength(2);
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(drawings()).toHaveLength(1);
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(drawings()).toHaveLength(0);
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(drawings()).toHaveLength(1);
    await userEvent.click(page.getByRole('button', { name: 'Redo' }));
    expect(drawings()).toHaveLength(2);
    await userEvent.click(page.getByRole('button', { name: 'Undo' }));
    expect(drawings()).toHaveLength(1);
  });

  it('brings drawings, indicators and settings of a symbol back after a reload', async () => {
    const storageKey = `chart-test-${Math.random()}`;
    const feed = demoFeed();
    const first = await mountChart({ datafeed: feed, locale: 'en-US', storageKey });
    first.api.createOverlay({ name: 'fibonacciLine', points });
    await userEvent.click(page.getByRole('button', { name: 'Indicators' }));
    await userEvent.click(page.getByRole('checkbox', { name: 'MACD' }));
    await userEvent.keyboard('{Escape}');
    await first.screen.unmount();

    const again = await mountChart({ datafeed: feed, locale: 'en-US', storageKey });
    await vi.waitFor(() => {
      expect(again.drawings().map((o) => o.name)).toEqual(['fibonacciLine']);
    });
    expect(
      again.chart
        .getIndicators()
        .map((i) => i.name)
        .sort(),
    ).toEqual(['MA', 'MACD', 'VOL']);
    await expect
      .element(page.getByRole('button', { name: 'Remove Sub Indicator MACD' }))
      .toBeInTheDocument();
    localStorage.removeItem(`${storageKey}:BTCUSDT`);
  });

  // Issue 15, item 8: indicators and drawings came back after a reload, the period did not.
  it('opens on the last chosen period after a reload, for every symbol (as TradingView does)', async () => {
    const storageKey = `chart-test-${Math.random()}`;
    const feed = demoFeed();
    const history = vi.spyOn(feed, 'getHistoryKLineData');
    const first = await mountChart({ datafeed: feed, locale: 'en-US', storageKey });
    await userEvent.click(page.getByRole('button', { name: '4H' }));
    await vi.waitFor(() => {
      expect(history.mock.calls.at(-1)?.[1].text).toBe('4H');
    });
    await first.screen.unmount();

    // The host still passes its default (1m): the stored choice wins, and the host hears of it.
    history.mockClear();
    const onPeriodChange = vi.fn();
    const again = await mountChart({ datafeed: feed, locale: 'en-US', storageKey, onPeriodChange });
    await expect
      .element(page.getByRole('button', { name: '4H' }))
      .toHaveAttribute('aria-pressed', 'true');
    expect(history.mock.calls.map((call) => call[1].text)).toEqual(['4H']);
    expect(onPeriodChange).toHaveBeenCalledWith(expect.objectContaining({ text: '4H' }));
    await again.screen.unmount();

    await mountChart({ datafeed: feed, symbol: eth, locale: 'en-US', storageKey });
    await expect
      .element(page.getByRole('button', { name: '4H' }))
      .toHaveAttribute('aria-pressed', 'true');
    localStorage.removeItem(`${storageKey}/period`);
  });

  it('opens on the given period when the stored one is not offered or nothing persists', async () => {
    const storageKey = `chart-test-${Math.random()}`;
    localStorage.setItem(`${storageKey}/period`, '{"version":1,"period":"3D"}');
    const feed = demoFeed();
    const history = vi.spyOn(feed, 'getHistoryKLineData');
    const first = await mountChart({ datafeed: feed, locale: 'en-US', storageKey });
    expect(history.mock.calls.map((call) => call[1].text)).toEqual(['1m']);
    await first.screen.unmount();
    localStorage.removeItem(`${storageKey}/period`);

    // Without a storage key nothing is written or read.
    const plain = await mountChart({ datafeed: feed, locale: 'en-US' });
    await userEvent.click(page.getByRole('button', { name: 'D', exact: true }));
    await plain.screen.unmount();
    history.mockClear();
    await mountChart({ datafeed: feed, locale: 'en-US' });
    expect(history.mock.calls.map((call) => call[1].text)).toEqual(['1m']);
  });

  it('exports and imports the state as JSON', async () => {
    const { api, drawings } = await mountChart({ locale: 'en-US' });
    api.createOverlay({
      name: 'triangle',
      points: [...points, { timestamp: DEMO_NOW, value: 480 }],
    });
    const json = api.exportState();
    api.undo();
    expect(drawings()).toHaveLength(0);
    expect(api.importState(json)).toBe(true);
    expect(drawings().map((o) => o.name)).toEqual(['triangle']);
    expect(api.importState('nonsense')).toBe(false);
  });
});

describe('<Chart> dialogs', () => {
  it('takes the screenshot on the CURRENT theme background', async () => {
    const { chart, rerender } = await mountChart({ locale: 'en-US', theme: 'light' });
    await rerender({ theme: 'dark' });
    const shot = vi.spyOn(chart, 'getConvertPictureUrl');
    await userEvent.click(page.getByRole('button', { name: 'Screenshot' }));
    expect(shot).toHaveBeenCalledWith(true, 'jpeg', '#151517');
    await expect.element(page.getByRole('dialog', { name: 'Screenshot' })).toBeVisible();
    await expect.element(page.getByRole('img', { name: 'Screenshot' })).toBeInTheDocument();
  });

  it('replaces an invalid indicator parameter by its default on confirm', async () => {
    const { api } = await renderChart({ locale: 'en-US', mainIndicators: ['BOLL'] });
    await userEvent.click(
      page.getByRole('button', { name: 'Indicator settings Main Indicator BOLL' }),
    );
    const dialog = page.getByRole('dialog', { name: 'BOLL' });
    await expect.element(dialog).toBeVisible();
    await userEvent.fill(dialog.getByRole('textbox', { name: 'Period' }), '');
    await userEvent.fill(dialog.getByRole('textbox', { name: 'Standard Deviation' }), '2.5');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => {
      const boll = api.getChart()?.getIndicators({ name: 'BOLL' })[0];
      expect(boll?.calcParams).toEqual([20, 2.5]);
    });
  });

  it('picks a timezone by keyboard alone: the list has focus on open, on the current zone', async () => {
    const onTimezoneChange = vi.fn();
    await renderChart({ locale: 'en-US', timezone: 'Asia/Shanghai', onTimezoneChange });
    await userEvent.click(page.getByRole('button', { name: 'Timezone' }));
    const zones = page.getByRole('listbox', { name: 'Timezone' });
    await expect.element(zones).toHaveFocus();
    await expect
      .element(page.getByRole('option', { name: 'Shanghai' }))
      .toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onTimezoneChange).toHaveBeenCalledWith('Asia/Tokyo');
  });

  it('switches symbol from the search by keyboard alone: the field has focus on open', async () => {
    const onSymbolChange = vi.fn();
    await renderChart({ locale: 'en-US', onSymbolChange });
    await userEvent.click(page.getByRole('button', { name: /Symbol Search/ }));
    await expect.element(page.getByRole('textbox', { name: 'Symbol Code' })).toHaveFocus();
    await userEvent.keyboard('sol');
    await expect.element(page.getByRole('option', { name: /SOL\/USDT/ })).toBeInTheDocument();
    await expect.element(page.getByRole('option', { name: /BTC\/USDT/ })).not.toBeInTheDocument();
    await userEvent.tab();
    await expect.element(page.getByRole('listbox', { name: 'Symbol Search' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSymbolChange).toHaveBeenCalledWith(expect.objectContaining({ ticker: 'SOLUSDT' }));
  });

  it('switches symbol from the debounced search', async () => {
    const onSymbolChange = vi.fn();
    await renderChart({ locale: 'en-US', onSymbolChange });
    await userEvent.click(page.getByRole('button', { name: /Symbol Search/ }));
    await userEvent.fill(page.getByRole('textbox', { name: 'Symbol Code' }), 'eth');
    await userEvent.click(page.getByRole('option', { name: /ETH\/USDT/ }));
    expect(onSymbolChange).toHaveBeenCalledWith(expect.objectContaining({ ticker: 'ETHUSDT' }));
    await expect
      .element(page.getByRole('button', { name: 'Symbol Search: ETH/USDT' }))
      .toBeInTheDocument();
  });
});
