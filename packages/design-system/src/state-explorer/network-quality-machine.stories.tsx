import { networkQualityMachine } from '@exchange/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { StateExplorer, type ExplorerControl } from './state-explorer.tsx';

/** The real machine on a simulated clock; each probe waits for a control to answer it. */
function createNetworkKit(online: boolean) {
  const clock = new SimulatedClock();
  const pending: { resolve: (rtt: number) => void; reject: (error: Error) => void }[] = [];
  const probe = fromPromise<number>(
    () =>
      new Promise<number>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  const actor = createActor(networkQualityMachine.provide({ actors: { probe } }), {
    clock,
    input: { online },
  });
  actor.start();
  const answer = (rtt: number) => pending.pop()?.resolve(rtt);
  const controls: ExplorerControl[] = [
    { label: 'Probe answers in 120 ms', run: () => answer(120) },
    { label: 'Probe answers in 650 ms', run: () => answer(650) },
    { label: 'Probe answers in 1500 ms', run: () => answer(1500) },
    { label: 'Probe fails', run: () => pending.pop()?.reject(new Error('net::ERR_FAILED')) },
  ];
  return { clock, actor, answer, controls };
}

type NetworkKit = ReturnType<typeof createNetworkKit>;

function NetworkExplorer({
  online = true,
  scenario,
}: {
  online?: boolean;
  scenario?: (kit: NetworkKit) => void;
}) {
  const [kit] = useState(() => {
    const created = createNetworkKit(online);
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
      title="Network quality"
      actor={kit.actor}
      clock={kit.clock}
      timeSteps={[1000, 3000, 10_000]}
      controls={kit.controls}
      events={[
        { event: { type: 'network.offline' }, label: 'Browser goes offline' },
        { event: { type: 'network.online' }, label: 'Browser comes online' },
      ]}
    />
  );
}

const meta = {
  title: 'Machines/Network quality',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const stateOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: 'State value' });

export const Connecting: Story = {
  render: () => <NetworkExplorer />,
  play: async ({ canvasElement }) => {
    await expect(stateOf(canvasElement)).toHaveTextContent('quality.connecting');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Advance 3 s' }));
    await expect(stateOf(canvasElement)).toHaveTextContent('quality.timeout');
  },
};

export const Stable: Story = {
  render: () => <NetworkExplorer scenario={({ answer }) => answer(120)} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(stateOf(canvasElement)).toHaveTextContent('quality.stable'));
    await expect(within(canvasElement).getByText(/"rttMs": 120/)).toBeInTheDocument();
  },
};

export const Unstable: Story = {
  render: () => <NetworkExplorer scenario={({ answer }) => answer(650)} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(stateOf(canvasElement)).toHaveTextContent('quality.unstable'));
    const canvas = within(canvasElement);
    // The next probe starts 10 s after the last; a fast answer makes it stable again.
    await userEvent.click(canvas.getByRole('button', { name: 'Advance 10 s' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Probe answers in 120 ms' }));
    await waitFor(() => expect(stateOf(canvasElement)).toHaveTextContent('quality.stable'));
  },
};

export const Offline: Story = {
  render: () => <NetworkExplorer online={false} />,
  play: async ({ canvasElement }) => {
    await expect(stateOf(canvasElement)).toHaveTextContent('quality.timeout');
    await expect(stateOf(canvasElement)).toHaveTextContent('probe.offline');
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Browser comes online' }),
    );
    await expect(stateOf(canvasElement)).toHaveTextContent('probe.cycle.probing');
  },
};
