import {
  chartLoaderMachine,
  HISTORY_PAGE_SIZE,
  type Bar,
  type HistoryRequest,
  type LiveFeedInput,
} from '@exchange/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { StateExplorer, type ExplorerControl } from './state-explorer.tsx';

/** A fixed "now" so every run renders the same bars. */
const NOW = Date.UTC(2026, 10, 22, 12, 0);
const MINUTE = 60_000;

/** `count` bars of the request's period ending before its `to`, oldest first. */
function barsFor(request: HistoryRequest, count: number): Bar[] {
  const step = MINUTE * request.period.multiplier;
  const end = request.to ?? NOW;
  return Array.from({ length: count }, (_, i) => ({
    timestamp: end - (count - i) * step,
    open: '100.00',
    high: '101.50',
    low: '99.25',
    close: '100.75',
    volume: '12.5',
    turnover: '1259.38',
  }));
}

/** The real machine; every history request waits for a control to answer it. */
function createChartKit() {
  const pending: {
    request: HistoryRequest;
    resolve: (bars: Bar[]) => void;
    reject: (error: Error) => void;
  }[] = [];
  const loadHistory = fromPromise<Bar[], HistoryRequest>(
    ({ input }) =>
      new Promise<Bar[]>((resolve, reject) => {
        pending.push({ request: input, resolve, reject });
      }),
  );
  // The chart would subscribe its Datafeed here and unsubscribe in the cleanup.
  const liveFeed = fromCallback<{ type: 'never' }, LiveFeedInput>(() => () => undefined);
  const actor = createActor(chartLoaderMachine.provide({ actors: { loadHistory, liveFeed } }), {
    input: { symbol: 'BTCUSDT', period: { multiplier: 1, timespan: 'minute', text: '1m' } },
  });
  actor.start();
  const answerLatest = (count: number) => {
    const call = pending.pop();
    call?.resolve(barsFor(call.request, count));
  };
  const answerOldest = (count: number) => {
    const call = pending.shift();
    call?.resolve(barsFor(call.request, count));
  };
  const controls: ExplorerControl[] = [
    {
      label: 'Datafeed answers 500 bars',
      run: () => {
        answerLatest(HISTORY_PAGE_SIZE);
      },
    },
    {
      label: 'Datafeed answers nothing',
      run: () => {
        answerLatest(0);
      },
    },
    { label: 'Datafeed fails', run: () => pending.pop()?.reject(new Error('HTTP 500')) },
    {
      label: 'Oldest request answers late',
      run: () => {
        answerOldest(HISTORY_PAGE_SIZE);
      },
    },
  ];
  return { actor, answerLatest, controls };
}

type ChartKit = ReturnType<typeof createChartKit>;

function ChartLoaderExplorer({ scenario }: { scenario?: (kit: ChartKit) => Promise<void> | void }) {
  const [kit] = useState(() => {
    const created = createChartKit();
    void scenario?.(created);
    return created;
  });
  useEffect(
    () => () => {
      kit.actor.stop();
    },
    [kit],
  );
  return (
    <StateExplorer
      title="Chart loader"
      actor={kit.actor}
      controls={kit.controls}
      events={[
        { event: { type: 'chart.symbolChanged', symbol: 'ETHUSDT' }, label: 'Switch to ETHUSDT' },
        { event: { type: 'chart.symbolChanged', symbol: 'BTCUSDT' }, label: 'Switch to BTCUSDT' },
        {
          event: {
            type: 'chart.periodChanged',
            period: { multiplier: 5, timespan: 'minute', text: '5m' },
          },
          label: 'Switch to 5m',
        },
        { event: { type: 'history.loadMore' }, label: 'Scroll into the past' },
        { event: { type: 'history.retry' }, label: 'Retry' },
      ]}
    />
  );
}

/** Lets a fake datafeed answer land before the next step. */
async function settle() {
  for (let turn = 0; turn < 5; turn++) await Promise.resolve();
}

const meta = {
  title: 'Machines/Chart loader',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const stateOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: 'State value' });

export const Loading: Story = {
  render: () => <ChartLoaderExplorer />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(stateOf(canvasElement)).toHaveTextContent('loading');
    // A change while loading is honoured, and the old answer is dropped when it comes late.
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to ETHUSDT' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Oldest request answers late' }));
    await expect(stateOf(canvasElement)).toHaveTextContent('loading');
    await expect(canvas.getByText(/"symbol": "ETHUSDT"/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Datafeed answers 500 bars' }));
    await waitFor(() => expect(stateOf(canvasElement)).toHaveTextContent('ready.idle'));
  },
};

export const Ready: Story = {
  render: () => (
    <ChartLoaderExplorer
      scenario={({ answerLatest }) => {
        answerLatest(HISTORY_PAGE_SIZE);
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(stateOf(canvasElement)).toHaveTextContent('ready.idle'));
    await expect(canvas.getByText(/"barCount": 500/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Scroll into the past' }));
    await expect(stateOf(canvasElement)).toHaveTextContent('ready.loadingMore');
    await userEvent.click(canvas.getByRole('button', { name: 'Datafeed answers 500 bars' }));
    await waitFor(() => expect(canvas.getByText(/"barCount": 1000/)).toBeInTheDocument());
  },
};

export const Exhausted: Story = {
  render: () => (
    <ChartLoaderExplorer
      scenario={async ({ actor, answerLatest }) => {
        answerLatest(120);
        await settle();
        actor.send({ type: 'history.loadMore' });
        answerLatest(0);
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(stateOf(canvasElement)).toHaveTextContent('ready.exhausted'));
    await expect(
      within(canvasElement).getByRole('button', { name: 'Scroll into the past' }),
    ).toBeDisabled();
  },
};

export const Failed: Story = {
  render: () => (
    <ChartLoaderExplorer
      scenario={({ controls }) => {
        controls.find((control) => control.label === 'Datafeed fails')?.run();
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(stateOf(canvasElement)).toHaveTextContent('failed'));
    await expect(canvas.getByText(/HTTP 500/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(stateOf(canvasElement)).toHaveTextContent('loading');
  },
};
