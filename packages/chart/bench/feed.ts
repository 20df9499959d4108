// The data both widgets get in the benchmark: the same seeded walk (decimal strings for ours,
// numbers for KLineChart Pro, which wants numbers), with hooks to see when a page has landed.
import { createMemoryDatafeed, DEMO_SYMBOLS } from '../src/index.ts';
import type { Datafeed, KLineBar } from '../src/index.ts';

export interface Instrumented {
  /** History requests answered so far. */
  answered: number;
  /** The live callback of the current subscription. */
  live: ((bar: KLineBar) => void) | null;
}

export const SYMBOLS = DEMO_SYMBOLS;

/** Our seeded feed, counting answers and keeping the live callback. */
export function instrumentedFeed(): { feed: Datafeed; probe: Instrumented } {
  // The real clock: KLineChart Pro asks for history up to Date.now(), so both widgets must.
  const base = createMemoryDatafeed({ seed: 3, now: Date.now(), historyBars: 5000 });
  const probe: Instrumented = { answered: 0, live: null };
  const feed: Datafeed = {
    searchSymbols: (text) => base.searchSymbols(text),
    getHistoryKLineData: async (symbol, period, from, to) => {
      const bars = await base.getHistoryKLineData(symbol, period, from, to);
      probe.answered++;
      return bars;
    },
    subscribe: (symbol, period, callback) => {
      probe.live = callback;
      base.subscribe(symbol, period, callback);
    },
    unsubscribe: (symbol, period) => {
      probe.live = null;
      base.unsubscribe(symbol, period);
    },
  };
  return { feed, probe };
}

/** Two animation frames: klinecharts paints on the next frame after data lands. */
export const painted = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => {
      requestAnimationFrame(() => {
        resolve();
      });
    });
  });

export async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** The same tick stream for both widgets: the last bar's close moving by one step. */
export function tickBar(last: KLineBar, i: number): KLineBar {
  const close = (Number(last.close) + ((i % 7) - 3) / 100).toFixed(2);
  return {
    ...last,
    close,
    high: last.high > close ? last.high : close,
    low: last.low < close ? last.low : close,
  };
}

/** What each scenario page reports to run.mjs. */
export interface BenchResult {
  mountMs: number;
  appendMs: number;
  ticksMs: number;
}

declare global {
  interface Window {
    bench: { run: () => Promise<BenchResult>; switchSymbols: (count: number) => Promise<void> };
  }
}
