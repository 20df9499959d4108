import { reconnectDelay, socketMachine, type SocketHandlers } from '@exchange/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createActor, SimulatedClock } from 'xstate';
import { StateExplorer, type ExplorerControl } from './state-explorer.tsx';

const TICKER_FRAME = JSON.stringify({
  cmd: 'ticker',
  data: {
    kind: 'trade',
    tickers: [
      {
        symbol: 'BTCUSDT',
        last: '64000.10',
        open: '63000',
        high: '65000',
        low: '62000',
        changePercent: '1.59',
        volume: '1200.5',
        quoteVolume: '76800000',
      },
    ],
  },
});

/** The real socket machine on a simulated clock, with a fake server the controls play. */
function createSocketKit() {
  const clock = new SimulatedClock();
  const sockets: SocketHandlers[] = [];
  const actor = createActor(socketMachine, {
    clock,
    input: {
      createSocket: (handlers) => {
        sockets.push(handlers);
        return { send: () => undefined, close: () => undefined };
      },
    },
  });
  actor.start();
  const current = () => sockets.at(-1);
  const controls: ExplorerControl[] = [
    { label: 'Server accepts the connection', run: () => current()?.open() },
    { label: 'Server closes the connection', run: () => current()?.close() },
    { label: 'Connection errors', run: () => current()?.error() },
    { label: 'Server pushes a ticker', run: () => current()?.message(TICKER_FRAME) },
    { label: 'Server pushes a broken frame', run: () => current()?.message('{broken') },
  ];
  return { clock, actor, current, controls };
}

type SocketKit = ReturnType<typeof createSocketKit>;

function SocketExplorer({ scenario }: { scenario?: (kit: SocketKit) => void }) {
  const [kit] = useState(() => {
    const created = createSocketKit();
    scenario?.(created);
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
      title="Socket"
      actor={kit.actor}
      clock={kit.clock}
      timeSteps={[16, 1000, 2000, 5000]}
      controls={kit.controls}
      events={[
        {
          event: { type: 'socket.subscribeTicker', kind: 'trade' },
          label: 'Subscribe trade tickers',
        },
        {
          event: { type: 'socket.subscribe', symbol: 'trade@BTCUSDT' },
          label: 'Subscribe trade@BTCUSDT',
        },
        { event: { type: 'socket.bindUid', uid: '1001' }, label: 'Bind uid 1001' },
        { event: { type: 'socket.unbindUid' }, label: 'Unbind uid' },
        {
          event: {
            type: 'socket.send',
            command: { cmd: 'home.subscribeTicker', data: { kind: 'contract' } },
          },
          label: 'Send a one-off command',
        },
        { event: { type: 'socket.retry' }, label: 'Retry' },
      ]}
    />
  );
}

const meta = {
  title: 'Machines/Socket',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const stateOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: 'State value' });

export const Connecting: Story = {
  render: () => <SocketExplorer />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(stateOf(canvasElement)).toHaveTextContent('connection.connecting');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeDisabled();
    // Queued before open, sent on open.
    await userEvent.click(canvas.getByRole('button', { name: 'Send a one-off command' }));
    await expect(canvas.getByText(/"cmd": "home.subscribeTicker"/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Server accepts the connection' }));
    await expect(stateOf(canvasElement)).toHaveTextContent('connection.open');
    await expect(canvas.queryByText(/"cmd": "home.subscribeTicker"/)).not.toBeInTheDocument();
  },
};

export const Open: Story = {
  render: () => (
    <SocketExplorer
      scenario={({ current, actor }) => {
        current()?.open();
        actor.send({ type: 'socket.subscribe', symbol: 'trade@BTCUSDT' });
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(stateOf(canvasElement)).toHaveTextContent('connection.open');
    await userEvent.click(canvas.getByRole('button', { name: 'Server pushes a ticker' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Advance 16 ms' }));
    await waitFor(() =>
      expect(canvas.getByRole('list', { name: 'Emitted events' })).toHaveTextContent(
        'socket.messages',
      ),
    );
  },
};

export const Reconnecting: Story = {
  render: () => (
    <SocketExplorer
      scenario={({ current }) => {
        current()?.open();
        current()?.close();
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(stateOf(canvasElement)).toHaveTextContent('reconnecting');
    await expect(canvas.getByText(/"attempts": 1/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Advance 2 s' }));
    await expect(stateOf(canvasElement)).toHaveTextContent('connection.connecting');
  },
};

export const Failed: Story = {
  render: () => (
    <SocketExplorer
      scenario={({ current, clock }) => {
        current()?.close();
        for (let attempt = 1; attempt <= 5; attempt++) {
          clock.increment(reconnectDelay(attempt));
          current()?.close();
        }
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(stateOf(canvasElement)).toHaveTextContent('failed');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(stateOf(canvasElement)).toHaveTextContent('connection.connecting');
  },
};
