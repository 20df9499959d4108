import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { TimeSeriesChart } from './time-series-chart.tsx';
import {
  ASSET_VALUE,
  FALLING,
  formatAxisTime,
  formatTime,
  formatValue,
  SUMMARY_LABELS,
} from './time-series-fixtures.ts';

const meta = {
  title: 'Design system/Time series chart',
  component: TimeSeriesChart,
  args: {
    points: ASSET_VALUE,
    kind: 'area',
    label: 'Total asset value, last 30 days',
    summaryLabels: SUMMARY_LABELS,
    formatValue,
    formatTime,
    formatAxisTime,
    loadingLabel: 'Loading',
    emptyLabel: 'No data yet',
    height: 200,
  },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TimeSeriesChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until every chart of the story has loaded uPlot and drawn. */
async function drawn(canvasElement: HTMLElement, count = 1) {
  await waitFor(
    async () => {
      const ready = canvasElement.querySelectorAll('[data-state="ready"] canvas');
      await expect(ready).toHaveLength(count);
    },
    { timeout: 5000 },
  );
}

/** The readout above the plot: the value and time it shows (first in the DOM, before the table). */
function readout(canvasElement: HTMLElement) {
  const [value, time] = canvasElement.querySelectorAll('bdi');
  return `${value?.textContent ?? ''} ${time?.textContent ?? ''}`;
}

export const Area: Story = {
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', { name: 'Total asset value, last 30 days' }),
    ).toBeVisible();
    // The readout shows the latest point while the pointer is away…
    await expect(readout(canvasElement)).toBe('11,962.47 11/24/2026 00:00:00');
    // …and the point under the pointer when it is over the plot.
    const over = canvasElement.querySelector('.u-over');
    if (!(over instanceof HTMLElement)) throw new Error('uPlot drew no .u-over layer');
    const box = over.getBoundingClientRect();
    const at = { bubbles: true, clientX: box.left + 1, clientY: box.top + box.height / 2 };
    over.dispatchEvent(new MouseEvent('mousemove', at));
    await waitFor(() => expect(readout(canvasElement)).toBe('10,250.40 10/25/2026 00:00:00'));
    over.dispatchEvent(new MouseEvent('mouseleave', at));
    await waitFor(() => expect(readout(canvasElement)).toBe('11,962.47 11/24/2026 00:00:00'));
    // The hidden table names the first, last, lowest and highest points.
    const table = canvas.getByRole('table', { name: 'Total asset value, last 30 days' });
    await expect(within(table).getByRole('row', { name: /Lowest/ })).toHaveTextContent(
      'Lowest10/31/2026 00:00:009,870.05',
    );
  },
};

export const Line: Story = { args: { kind: 'line' } };

export const Falling: Story = {
  args: { points: FALLING, kind: 'line', tone: 'fall', label: 'Funding paid' },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    await expect(readout(canvasElement)).toBe('-6.20 11/03/2026 00:00:00');
  },
};

/** Hide-amounts mode: the shape and the times stay, every value is masked. */
export const HiddenAmounts: Story = {
  args: { hidden: true, hiddenLabel: 'Hidden' },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('****')).toBeVisible();
    await expect(canvas.queryByText(/11,962/)).toBeNull();
    const table = canvas.getByRole('table', { name: 'Total asset value, last 30 days' });
    await expect(within(table).getAllByText('Hidden')).toHaveLength(4);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading' })).toBeVisible();
    // Nothing to draw: the library is not fetched and no canvas exists.
    await expect(canvasElement.querySelector('canvas')).toBeNull();
  },
};

export const Empty: Story = {
  args: { points: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data yet')).toBeVisible();
    await expect(canvasElement.querySelector('[data-state="empty"]')).not.toBeNull();
  },
};

/** One point (a new account's first snapshot): a single value, nothing to join. */
export const OnePoint: Story = {
  args: { points: ASSET_VALUE.slice(-1) },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
  },
};

export const AllStates: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TimeSeriesChart {...args} />
      <TimeSeriesChart {...args} kind="line" points={FALLING} tone="fall" label="Funding paid" />
      <TimeSeriesChart {...args} hidden height={120} label="Hidden amounts" />
      <TimeSeriesChart {...args} loading height={80} />
      <TimeSeriesChart {...args} points={[]} height={80} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await drawn(canvasElement, 3);
  },
};

/** Arabic: the words around it turn right-to-left; the time axis still runs left to right. */
export const AllStatesRtl: Story = { ...AllStates, tags: [], globals: { locale: 'ar' } };

/** In the light theme, so the accessibility check covers its colours too. */
export const AllStatesLight: Story = { ...AllStates, tags: [], globals: { theme: 'light' } };
