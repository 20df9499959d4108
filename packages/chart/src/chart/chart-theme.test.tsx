import '@exchange/design-system/styles.css';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DEFAULT_PERIODS } from '../config/periods.ts';
import { createMemoryDatafeed, DEMO_NOW, DEMO_SYMBOLS } from '../datafeed/memory-datafeed.ts';
import type { ChartTheme } from '../types.ts';
import type { ChartApi } from './chart-api.ts';
import { Chart } from './chart.tsx';

const [btc = { ticker: 'BTCUSDT' }] = DEMO_SYMBOLS;
const minute = DEFAULT_PERIODS[0] ?? { multiplier: 1, timespan: 'minute', text: '1m' };
const feed = createMemoryDatafeed({ now: DEMO_NOW });
// --ex-color-surface-raised of each theme (design-system tokens.css): the dialogs' background.
const RAISED = { light: 'rgb(255, 255, 255)', dark: 'rgb(30, 31, 35)' } as const;

function Framed({ theme, api }: { theme: ChartTheme; api?: React.Ref<ChartApi> }) {
  return (
    <div style={{ width: 900, height: 500 }}>
      <Chart
        ref={api}
        now={() => DEMO_NOW}
        datafeed={feed}
        symbol={btc}
        period={minute}
        locale="en-US"
        theme={theme}
      />
    </div>
  );
}

const background = (element: Element | null) =>
  element ? getComputedStyle(element).backgroundColor : 'none';

afterEach(() => {
  document.documentElement.removeAttribute('data-theme');
});

describe('<Chart> dialogs follow the chart theme, not the page theme', () => {
  it('shows a light dialog for a light chart on a dark page, and follows a theme switch', async () => {
    document.documentElement.setAttribute('data-theme', 'dark');
    const screen = await render(<Framed theme="light" />);
    await userEvent.click(page.getByRole('button', { name: 'Timezone' }));
    const dialog = page.getByRole('dialog', { name: 'Timezone' });
    await expect.element(dialog).toBeVisible();
    expect(background(dialog.element())).toBe(RAISED.light);

    await screen.rerender(<Framed theme="dark" />);
    await vi.waitFor(() => {
      expect(background(dialog.element())).toBe(RAISED.dark);
    });
  });

  it('shows a dark dialog, and its Select list, for a dark chart on a light page', async () => {
    document.documentElement.setAttribute('data-theme', 'light');
    await render(<Framed theme="dark" />);
    await userEvent.click(page.getByRole('button', { name: 'Settings', exact: true }));
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await expect.element(dialog).toBeVisible();
    expect(background(dialog.element())).toBe(RAISED.dark);
    await userEvent.click(dialog.getByRole('combobox', { name: 'Candle Type' }));
    const list = page.getByRole('listbox');
    await expect.element(list).toBeVisible();
    expect(background(list.element())).toBe(RAISED.dark);
  });
});

/** The colour of the screenshot's top-left pixel, where the chart paints nothing. */
async function cornerPixel(url: string): Promise<[number, number, number]> {
  const image = new Image();
  image.src = url;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.width;
  canvas.height = image.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  context.drawImage(image, 0, 0);
  const [r = 0, g = 0, b = 0] = context.getImageData(1, 1, 1, 1).data;
  return [r, g, b];
}

describe('<Chart> screenshot', () => {
  it.each([
    ['dark', 'light', [0x15, 0x15, 0x17]],
    ['light', 'dark', [0xff, 0xff, 0xff]],
  ] as const)('is taken on the %s background after switching from %s', async (now, before, rgb) => {
    const api = createRef<ChartApi>();
    const screen = await render(<Framed api={api} theme={before} />);
    await vi.waitFor(() => {
      if ((api.current?.getChart()?.getDataList().length ?? 0) === 0) throw new Error('no bars');
    });
    await screen.rerender(<Framed api={api} theme={now} />);
    await userEvent.click(page.getByRole('button', { name: 'Screenshot' }));
    const image = page.getByRole('img', { name: 'Screenshot' });
    await expect.element(image).toBeInTheDocument();
    const src = image.element().getAttribute('src') ?? '';
    expect(src).toMatch(/^data:image\/jpeg;/);
    const pixel = await cornerPixel(src);
    // JPEG rounds colours by a unit or two.
    pixel.forEach((channel, i) => {
      expect(Math.abs(channel - (rgb[i] ?? 0))).toBeLessThanOrEqual(3);
    });
  });
});
