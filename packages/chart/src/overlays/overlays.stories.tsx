import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, waitFor } from 'storybook/test';
import { Chart } from '../chart/chart.tsx';
import { drawAtBars, waitForChartReady } from '../chart/story-helpers.tsx';
import { DEFAULT_PERIODS } from '@exchange/formulas';
import { createMemoryDatafeed, DEMO_NOW, DEMO_SYMBOLS } from '../datafeed/memory-datafeed.ts';

type Anchor = [offset: number, height: number];

interface OverlayDemoProps {
  overlay: string;
  anchors: Anchor[];
  theme: 'light' | 'dark';
}

const feed = createMemoryDatafeed({ seed: 11, now: DEMO_NOW });
const [btc = { ticker: 'BTCUSDT' }] = DEMO_SYMBOLS;
const oneHour = DEFAULT_PERIODS[3] ?? { multiplier: 1, timespan: 'hour', text: '1H' };

/** One custom overlay drawn at fixed bars of seeded data: a wrong level is a pixel change. */
function OverlayDemo({ overlay, anchors, theme }: OverlayDemoProps) {
  const frame = useRef<HTMLDivElement>(null);
  return (
    <div ref={frame} style={{ inlineSize: 720, blockSize: 420 }}>
      <Chart
        datafeed={feed}
        symbol={btc}
        period={oneHour}
        now={() => DEMO_NOW}
        theme={theme}
        locale="en-US"
        drawingBarVisible={false}
        mainIndicators={[]}
        subIndicators={[]}
        onLoad={(chart) => {
          drawAtBars(chart, overlay, anchors);
          // Lets the play function see what was drawn (the canvas itself has no DOM to query).
          if (frame.current) {
            frame.current.dataset.overlay = chart
              .getOverlays({ name: overlay })
              .map((o) => `${o.name}:${o.points.length}`)
              .join();
          }
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Chart/Overlays',
  component: OverlayDemo,
  parameters: { layout: 'fullscreen' },
  tags: ['visual'],
  render: (args, { globals }) => (
    <OverlayDemo {...args} theme={globals.theme === 'light' ? 'light' : 'dark'} />
  ),
} satisfies Meta<typeof OverlayDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

function overlayStory(overlay: string, anchors: Anchor[]): Story {
  return {
    args: { overlay, anchors, theme: 'dark' },
    play: async ({ canvasElement }) => {
      await waitForChartReady(canvasElement);
      await waitFor(async () => {
        await expect(
          canvasElement.querySelector(`[data-overlay="${overlay}:${anchors.length}"]`),
        ).not.toBeNull();
      });
    },
  };
}

export const Arrow = overlayStory('arrow', [
  [30, 0.15],
  [10, 0.85],
]);
export const Circle = overlayStory('circle', [
  [25, 0.5],
  [18, 0.85],
]);
export const Rect = overlayStory('rect', [
  [35, 0.85],
  [20, 0.15],
]);
export const Parallelogram = overlayStory('parallelogram', [
  [40, 0.15],
  [30, 0.85],
  [15, 0.85],
]);
export const Triangle = overlayStory('triangle', [
  [40, 0.15],
  [25, 0.85],
  [10, 0.15],
]);
export const FibonacciLine = overlayStory('fibonacciLine', [
  [45, 0.15],
  [15, 0.85],
]);
export const FibonacciSegment = overlayStory('fibonacciSegment', [
  [45, 0.15],
  [15, 0.85],
]);
export const FibonacciCircle = overlayStory('fibonacciCircle', [
  [25, 0.5],
  [18, 0.85],
]);
export const FibonacciSpiral = overlayStory('fibonacciSpiral', [
  [25, 0.5],
  [20, 0.85],
]);
export const FibonacciSpeedResistanceFan = overlayStory('fibonacciSpeedResistanceFan', [
  [45, 0.15],
  [25, 0.85],
]);
export const FibonacciExtension = overlayStory('fibonacciExtension', [
  [45, 0.15],
  [30, 0.85],
  [20, 0.15],
]);
export const GannBox = overlayStory('gannBox', [
  [40, 0.15],
  [15, 0.85],
]);
export const ThreeWaves = overlayStory('threeWaves', [
  [40, 0.15],
  [32, 0.85],
  [25, 0.15],
  [15, 0.85],
]);
export const FiveWaves = overlayStory('fiveWaves', [
  [45, 0.15],
  [40, 0.85],
  [35, 0.15],
  [28, 0.85],
  [22, 0.15],
  [15, 0.85],
]);
export const EightWaves = overlayStory('eightWaves', [
  [48, 0.15],
  [44, 0.85],
  [40, 0.15],
  [35, 0.85],
  [31, 0.15],
  [26, 0.85],
  [21, 0.15],
  [17, 0.85],
  [12, 0.15],
]);
export const AnyWaves = overlayStory('anyWaves', [
  [35, 0.15],
  [28, 0.85],
  [20, 0.15],
  [12, 0.85],
  [6, 0.15],
]);
export const Abcd = overlayStory('abcd', [
  [40, 0.15],
  [30, 0.85],
  [22, 0.15],
  [12, 0.85],
]);
export const Xabcd = overlayStory('xabcd', [
  [45, 0.15],
  [38, 0.85],
  [30, 0.15],
  [22, 0.85],
  [12, 0.15],
]);
