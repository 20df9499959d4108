import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CANDLE_TYPES } from '../config/defaults.ts';
import type { CandleType } from '../config/defaults.ts';
import { DEFAULT_PERIODS } from '@exchange/formulas';
import { createMemoryDatafeed, DEMO_NOW, DEMO_SYMBOLS } from '../datafeed/memory-datafeed.ts';
import type { Datafeed } from '../types.ts';
import { Chart } from './chart.tsx';
import type { ChartProps } from './chart.tsx';
import { waitForChartReady } from './story-helpers.tsx';

const [btc = { ticker: 'BTCUSDT' }] = DEMO_SYMBOLS;
const oneHour = DEFAULT_PERIODS[3] ?? { multiplier: 1, timespan: 'hour', text: '1H' };
const fixedNow = () => DEMO_NOW;

/** A chart in a fixed frame, themed like the document unless the story says otherwise. */
function Frame(props: ChartProps) {
  return (
    <div style={{ inlineSize: 960, blockSize: 540 }}>
      <Chart {...props} />
    </div>
  );
}

const meta = {
  title: 'Chart/Chart',
  component: Frame,
  parameters: { layout: 'fullscreen' },
  args: {
    datafeed: createMemoryDatafeed({ seed: 7, now: DEMO_NOW }),
    symbol: btc,
    period: oneHour,
    now: fixedNow,
    locale: 'en-US',
    onSymbolChange: fn(),
    onPeriodChange: fn(),
  },
  render: (args, { globals }) => (
    <Frame theme={globals.theme === 'light' ? 'light' : 'dark'} {...args} />
  ),
} satisfies Meta<typeof Frame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The widget's own defaults: zh-CN, light theme, MA on the candles, VOL below. */
export const Defaults: Story = {
  tags: ['visual'],
  args: { locale: undefined, theme: 'light' },
  play: async ({ canvasElement }) => {
    await waitForChartReady(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '1H' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: '指标' })).toBeVisible();
    await expect(canvas.getByRole('figure', { name: /K线图/ })).toBeInTheDocument();
  },
};

export const DarkEnglish: Story = {
  tags: ['visual'],
  args: { theme: 'dark', locale: 'en-US' },
  play: async ({ canvasElement }) => {
    await waitForChartReady(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Indicators' })).toBeVisible();
  },
};

export const LightChinese: Story = {
  args: { theme: 'light', locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    await waitForChartReady(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: '设置' })).toBeVisible();
  },
};

/** Live ticks every 500 ms (not a visual baseline: it moves). */
export const LiveTicks: Story = {
  args: {
    datafeed: createMemoryDatafeed({ seed: 7, tickIntervalMs: 500 }),
    now: undefined,
    period: DEFAULT_PERIODS[0] ?? oneHour,
  },
};

const neverAnswers: Datafeed = {
  searchSymbols: () => Promise.resolve([]),
  getHistoryKLineData: () => new Promise(() => undefined),
  subscribe: () => undefined,
  unsubscribe: () => undefined,
};

export const Loading: Story = {
  args: { datafeed: neverAnswers },
  play: async ({ canvasElement }) => {
    await waitFor(async () => {
      await expect(
        canvasElement.querySelector('[data-state="loading"] [aria-busy="true"]'),
      ).not.toBeNull();
    });
  },
};

const emptyHistory: Datafeed = { ...neverAnswers, getHistoryKLineData: () => Promise.resolve([]) };

export const EmptyHistory: Story = {
  args: { datafeed: emptyHistory },
  play: async ({ canvasElement }) => {
    await waitForChartReady(canvasElement);
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull();
  },
};

export const DrawingBarCollapsed: Story = {
  args: { drawingBarVisible: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('toolbar', { name: 'Drawing tools' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Drawing tools' }));
    await expect(canvas.getByRole('toolbar', { name: 'Drawing tools' })).toBeVisible();
  },
};

export const Locked: Story = {
  play: async ({ canvasElement }) => {
    const lock = within(canvasElement).getByRole('button', { name: 'Lock' });
    await userEvent.click(lock);
    await expect(lock).toHaveAttribute('data-state', 'locked');
  },
};

export const DrawingsHidden: Story = {
  play: async ({ canvasElement }) => {
    const eye = within(canvasElement).getByRole('button', { name: 'Hide drawings' });
    await userEvent.click(eye);
    await expect(eye).toHaveAttribute('data-state', 'hidden');
  },
};

export const WeakMagnet: Story = {
  play: async ({ canvasElement }) => {
    const magnet = within(canvasElement).getByRole('button', { name: 'Weak Magnet' });
    await userEvent.click(magnet);
    await expect(magnet).toHaveAttribute('data-state', 'weak_magnet');
  },
};

export const StrongMagnet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Weak Magnet / Strong Magnet' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Strong Magnet' }));
    // The magnet button remembers the kind: off, then on again as strong.
    const magnet = canvas.getByRole('button', { name: 'Strong Magnet' });
    await expect(magnet).toHaveAttribute('data-state', 'strong_magnet');
    await userEvent.click(magnet);
    await expect(magnet).toHaveAttribute('data-state', 'normal');
    await userEvent.click(magnet);
    await expect(magnet).toHaveAttribute('data-state', 'strong_magnet');
  },
};

export const ToolFamilyOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Fibonacci' }));
    await expect(canvas.getByRole('button', { name: 'Gann Box' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Gann Box' }));
    await expect(canvas.getByRole('button', { name: 'Gann Box' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Gann Box' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

function CandleTypes() {
  const [feed] = useState(() => createMemoryDatafeed({ seed: 7, now: DEMO_NOW }));
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 480px)', gap: 8 }}>
      {CANDLE_TYPES.map((candleType: CandleType) => (
        <div key={candleType} style={{ blockSize: 300 }}>
          <Chart
            datafeed={feed}
            symbol={btc}
            period={oneHour}
            now={fixedNow}
            locale="en-US"
            drawingBarVisible={false}
            subIndicators={[]}
            defaultSettings={{ candleType }}
          />
        </div>
      ))}
    </div>
  );
}

/** Every candle type of the settings dialog side by side. */
export const EachCandleType: Story = {
  render: () => <CandleTypes />,
  play: async ({ canvasElement }) => {
    await waitForChartReady(canvasElement);
    await expect(within(canvasElement).getAllByRole('figure')).toHaveLength(CANDLE_TYPES.length);
  },
};

export const SymbolSearchDialog: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Symbol Search/ }));
    await expect(await screen.findByRole('dialog', { name: 'Symbol Search' })).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: 'Symbol Code' }), 'sol');
    await userEvent.click(await screen.findByRole('option', { name: /SOL\/USDT/ }));
    await expect(args.onSymbolChange).toHaveBeenCalledWith(
      expect.objectContaining({ ticker: 'SOLUSDT' }),
    );
  },
};

export const IndicatorDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Indicators' }));
    const dialog = await screen.findByRole('dialog', { name: 'Indicators' });
    await expect(within(dialog).getAllByRole('checkbox')).toHaveLength(6 + 26);
  },
};

export const TimezoneDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Timezone' }));
    await expect(await screen.findByRole('dialog', { name: 'Timezone' })).toBeVisible();
    await expect(screen.getByRole('listbox', { name: 'Timezone' })).toBeVisible();
  },
};

export const SettingsDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Show Grids' }));
    await expect(within(dialog).getByRole('switch', { name: 'Show Grids' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore Defaults' }));
    await expect(within(dialog).getByRole('switch', { name: 'Show Grids' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

/**
 * The chart's theme, not the page's: a light chart shows a light dialog even on a dark page
 * (switch the toolbar theme to dark to see it), its Select list included.
 */
export const DialogFollowsChartTheme: Story = {
  args: { theme: 'light' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    await expect(dialog).toHaveAttribute('data-theme', 'light');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Candle Type' }));
    const list = await screen.findByRole('listbox');
    await expect(list.closest('[data-theme]')).toHaveAttribute('data-theme', 'light');
    await userEvent.keyboard('{Escape}');
  },
};

export const ScreenshotDialog: Story = {
  play: async ({ canvasElement }) => {
    await waitForChartReady(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Screenshot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Screenshot' });
    await expect(within(dialog).getByRole('img', { name: 'Screenshot' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/jpeg/),
    );
  },
};

export const IndicatorParamsDialog: Story = {
  args: { mainIndicators: ['BOLL'] },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Indicator settings Main Indicator BOLL' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'BOLL' });
    await expect(within(dialog).getByRole('textbox', { name: 'Standard Deviation' })).toHaveValue(
      '2',
    );
  },
};
