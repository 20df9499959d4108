import { beforeAll, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { setupI18n, type I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { activateLocale } from '../../i18n/load-locale.ts';
import { RecentTrades } from './recent-trades.tsx';
import { sampleTrades } from './trades-fixture.ts';
import { createTradesStore } from './trades-store.ts';

let i18n: I18n;
beforeAll(async () => {
  i18n = setupI18n();
  await activateLocale(i18n, 'en');
});

function manualScheduler() {
  const queue: (() => void)[] = [];
  return {
    schedule: (flush: () => void) => {
      queue.push(flush);
    },
    frame() {
      for (const flush of queue.splice(0)) flush();
    },
  };
}

describe('RecentTrades', () => {
  it('shows trades newest first in fixed rows, coloured and named by side, with HH:mm:ss', async () => {
    const clock = manualScheduler();
    const store = createTradesStore({ schedule: clock.schedule });
    const screen = await render(
      <I18nProvider i18n={i18n}>
        <RecentTrades
          store={store}
          pricePrecision={2}
          sizePrecision={4}
          baseCoin="BTC"
          quoteCoin="USDT"
          timeZone="Asia/Shanghai"
          rows={10}
        />
      </I18nProvider>,
    );
    const table = screen.getByRole('table', { name: 'Recent trades' });
    await expect
      .element(screen.getByRole('status', { name: 'Loading recent trades' }))
      .toBeVisible();
    const height = table.element().getBoundingClientRect().height;
    expect(table.element().querySelectorAll('tbody tr')).toHaveLength(10);
    // The tape's height comes from its own layout constants (the header row's block-size and
    // --trades-row-height), never from a font's metrics: the text of a row fits in it.
    const header = table.element().querySelector('th');
    if (!header) throw new Error('no header cell');
    const rowHeight = Number.parseFloat(
      getComputedStyle(table.element()).getPropertyValue('--trades-row-height'),
    );
    expect(rowHeight).toBeGreaterThan(0);
    expect(height).toBe(Number.parseFloat(getComputedStyle(header).blockSize) + 10 * rowHeight);

    store.set(sampleTrades(2, Date.UTC(2026, 0, 2, 9, 30, 5)));
    clock.frame();
    // 09:30:05 UTC is 17:30:05 in Shanghai, on a 24-hour clock.
    await expect
      .element(table.getByRole('row').nth(1))
      .toHaveTextContent('65,000.00 Buy0.013217:30:05');
    expect(table.element().querySelectorAll('tbody tr')).toHaveLength(10);
    expect(table.element().getBoundingClientRect().height).toBe(height);
    // The times are not in the reader's zone (unless this machine runs at UTC+8): the header
    // says which zone they are in, as an isolated left-to-right run.
    const ownOffset = -new Date(Date.UTC(2026, 0, 2, 9, 30, 5)).getTimezoneOffset();
    const timeHeader = table.element().querySelector('th:last-child');
    expect(timeHeader?.textContent).toBe(ownOffset === 480 ? 'Time' : 'Time (UTC+8)');
    if (ownOffset !== 480)
      expect(timeHeader?.querySelector('bdi[dir="ltr"]')?.textContent).toBe('(UTC+8)');

    store.add([
      { id: 'live', price: '64999.5', amount: '2', side: 'sell', ts: Date.UTC(2026, 0, 2, 9, 31) },
    ]);
    clock.frame();
    const newest = table.getByRole('row').nth(1);
    await expect.element(newest).toHaveTextContent('64,999.50 Sell2.000017:31:00');
    expect(newest.element().getAttribute('data-side')).toBe('sell');
    expect(table.element().getBoundingClientRect().height).toBe(height);
  });
});
