import { versionCheckMachine, type VersionInfo } from '@exchange/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createActor, fromPromise } from 'xstate';
import { StateExplorer, type ExplorerControl } from './state-explorer.tsx';

const CURRENT_VERSION = '1.2.0';

/** The real machine; each fetch of the latest version waits for a control to answer it. */
function createVersionKit(effects: {
  storeVersion: (version: string) => void;
  reload: () => void;
}) {
  const pending: { resolve: (info: VersionInfo) => void; reject: (error: Error) => void }[] = [];
  const fetchLatestVersion = fromPromise<VersionInfo>(
    () =>
      new Promise<VersionInfo>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  const actor = createActor(versionCheckMachine.provide({ actors: { fetchLatestVersion } }), {
    input: { currentVersion: CURRENT_VERSION, ...effects },
  });
  actor.start();
  const answer = (version: string) =>
    pending.pop()?.resolve({ version_number: version, content: 'Bug fixes' });
  const fail = () => pending.pop()?.reject(new Error('HTTP 502'));
  const controls: ExplorerControl[] = [
    { label: 'Server answers 1.3.0', run: () => answer('1.3.0') },
    { label: 'Server answers 1.2.0', run: () => answer('1.2.0') },
    { label: 'Server fails', run: fail },
  ];
  return { actor, answer, fail, controls };
}

type VersionKit = ReturnType<typeof createVersionKit>;

function VersionCheckExplorer({
  storeVersion,
  reload,
  scenario,
}: {
  storeVersion: (version: string) => void;
  reload: () => void;
  scenario?: (kit: VersionKit) => void;
}) {
  const [kit] = useState(() => {
    const created = createVersionKit({ storeVersion, reload });
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
      title="Version check"
      actor={kit.actor}
      controls={kit.controls}
      events={[
        { event: { type: 'version.check', manual: false }, label: 'Automatic check' },
        { event: { type: 'version.check', manual: true }, label: 'Manual check' },
        { event: { type: 'version.update' }, label: 'Update' },
        { event: { type: 'version.dismiss' }, label: 'Dismiss' },
      ]}
    />
  );
}

const meta = {
  title: 'Machines/Version check',
  component: VersionCheckExplorer,
  args: { storeVersion: fn(), reload: fn() },
} satisfies Meta<typeof VersionCheckExplorer>;

export default meta;
type Story = StoryObj<typeof meta>;

const stateOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: 'State value' });

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(stateOf(canvasElement)).toHaveTextContent('idle');
    await userEvent.click(canvas.getByRole('button', { name: 'Automatic check' }));
    await expect(stateOf(canvasElement)).toHaveTextContent('checking');
    // Same version on an automatic check: silent.
    await userEvent.click(canvas.getByRole('button', { name: 'Server answers 1.2.0' }));
    await waitFor(() => expect(stateOf(canvasElement)).toHaveTextContent('idle'));
  },
};

export const UpdateAvailable: Story = {
  args: {
    scenario: ({ actor }) => {
      actor.send({ type: 'version.check', manual: false });
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Server answers 1.3.0' }));
    await waitFor(() => expect(stateOf(canvasElement)).toHaveTextContent('updateAvailable'));
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(stateOf(canvasElement)).toHaveTextContent('reloading');
    await expect(args.storeVersion).toHaveBeenCalledWith('1.3.0');
    await expect(args.reload).toHaveBeenCalledOnce();
  },
};

export const UpToDate: Story = {
  args: {
    scenario: ({ actor }) => {
      actor.send({ type: 'version.check', manual: true });
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Server answers 1.2.0' }),
    );
    await waitFor(() => expect(stateOf(canvasElement)).toHaveTextContent('upToDate'));
  },
};

export const CheckFailed: Story = {
  args: {
    scenario: ({ actor }) => {
      actor.send({ type: 'version.check', manual: true });
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Server fails' }));
    await waitFor(() => expect(stateOf(canvasElement)).toHaveTextContent('failed'));
    await expect(canvas.getByText(/HTTP 502/)).toBeInTheDocument();
  },
};
