import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Chart as KLineChart } from 'klinecharts';
import { useRef, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { DEFAULT_PERIODS } from '@exchange/formulas';
import { createMemoryDatafeed, DEMO_NOW, DEMO_SYMBOLS } from '../datafeed/memory-datafeed.ts';
import { Chart } from './chart.tsx';
import { PRICE_LINE_GROUP_ID, type PriceLine } from './price-lines.ts';
import { waitForChartReady } from './story-helpers.tsx';

const [btc = { ticker: 'BTCUSDT' }] = DEMO_SYMBOLS;
const oneHour = DEFAULT_PERIODS[3] ?? { multiplier: 1, timespan: 'hour', text: '1H' };
const datafeed = createMemoryDatafeed({ seed: 7, now: DEMO_NOW });

/**
 * A long position's levels around the last close: entry 1 % under it, take-profit 3 % over,
 * stop-loss 3 % under and liquidation 8 % under (the demo's prices are made up, so the lines
 * are placed once the first page of bars is known).
 */
function levelsAround(close: number): PriceLine[] {
  const at = (factor: number) => (close * factor).toFixed(2);
  return [
    { id: 'entry', price: at(0.99), label: `Entry ${at(0.99)}` },
    { id: 'tp', price: at(1.03), label: `TP ${at(1.03)}`, color: '#0ecb81' },
    { id: 'sl', price: at(0.97), label: `SL ${at(0.97)}`, color: '#f0b90b' },
    { id: 'liquidation', price: at(0.92), label: `Liq. ${at(0.92)}`, color: '#f6465d' },
  ];
}

/** The story's frame, carrying the klinecharts instance for the play function. */
type Host = HTMLDivElement & { klineChart?: KLineChart };

function PositionLevels({ theme }: { theme: 'light' | 'dark' }) {
  const [lines, setLines] = useState<readonly PriceLine[]>([]);
  const hostRef = useRef<Host>(null);
  return (
    <div ref={hostRef} data-story-host="" style={{ inlineSize: 960, blockSize: 540 }}>
      <Chart
        datafeed={datafeed}
        symbol={btc}
        period={oneHour}
        now={() => DEMO_NOW}
        locale="en-US"
        theme={theme}
        priceLines={lines}
        onLoad={(chart) => {
          if (hostRef.current) hostRef.current.klineChart = chart;
          const close = chart.getDataList().at(-1)?.close;
          if (close !== undefined && lines.length === 0) setLines(levelsAround(close));
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Chart/Price lines',
  component: PositionLevels,
  parameters: { layout: 'fullscreen' },
  args: { theme: 'dark' },
  render: (args, { globals }) => (
    <PositionLevels {...args} theme={globals.theme === 'light' ? 'light' : 'dark'} />
  ),
} satisfies Meta<typeof PositionLevels>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A position's entry, take-profit, stop-loss and liquidation drawn as labelled lines. */
export const PositionLevelsDrawn: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    await waitForChartReady(canvasElement);
    const host = canvasElement.querySelector<Host>('[data-story-host]');
    await waitFor(async () => {
      const lines = host?.klineChart?.getOverlays({ groupId: PRICE_LINE_GROUP_ID }) ?? [];
      await expect(lines.map((line) => (line.extendData as { label: string }).label)).toEqual([
        expect.stringMatching(/^Entry /),
        expect.stringMatching(/^TP /),
        expect.stringMatching(/^SL /),
        expect.stringMatching(/^Liq\. /),
      ]);
    });
    // One more frame: klinecharts paints on requestAnimationFrame.
    await new Promise((resolve) => requestAnimationFrame(resolve));
  },
};
