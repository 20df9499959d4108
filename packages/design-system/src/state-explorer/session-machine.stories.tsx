import { sessionMachine } from '@exchange/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createActor } from 'xstate';
import { StateExplorer } from './state-explorer.tsx';

const DEVICE_KEY = 'this-device';

function createSessionKit(effects: { clearSession: () => void; navigate: (path: string) => void }) {
  const actor = createActor(sessionMachine, { input: { deviceKey: DEVICE_KEY, ...effects } });
  actor.start();
  return { actor };
}

type SessionKit = ReturnType<typeof createSessionKit>;

function SessionExplorer({
  clearSession,
  navigate,
  scenario,
}: {
  clearSession: () => void;
  navigate: (path: string) => void;
  scenario?: (kit: SessionKit) => void;
}) {
  const [kit] = useState(() => {
    const created = createSessionKit({ clearSession, navigate });
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
      title="Session"
      actor={kit.actor}
      events={[
        { event: { type: 'session.signedIn' }, label: 'Sign in' },
        { event: { type: 'session.logout' }, label: 'Log out' },
        {
          event: {
            type: 'session.notify',
            data: {
              type: 40,
              key: 'other-device',
              device_type: '10',
              msg: 'Your account signed in on another device.',
            },
          },
          label: 'Notify 40 from another web device',
        },
        {
          event: {
            type: 'session.notify',
            data: { type: 40, key: DEVICE_KEY, device_type: '10', msg: 'ignored' },
          },
          label: 'Notify 40 from this device (ignored)',
        },
        {
          event: {
            type: 'session.notify',
            data: { type: 44, key: DEVICE_KEY, device_type: '10', msg: 'Your session has ended.' },
          },
          label: 'Notify 44 for this device',
        },
        {
          event: {
            type: 'session.notify',
            data: { type: 50, key: '', device_type: '10', msg: '' },
          },
          label: 'Notify 50 (new version)',
        },
        { event: { type: 'session.confirm' }, label: 'Confirm the notice' },
      ]}
    />
  );
}

const meta = {
  title: 'Machines/Session',
  component: SessionExplorer,
  args: { clearSession: fn(), navigate: fn() },
} satisfies Meta<typeof SessionExplorer>;

export default meta;
type Story = StoryObj<typeof meta>;

const stateOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: 'State value' });

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    await expect(stateOf(canvasElement)).toHaveTextContent('signedOut');
    await expect(within(canvasElement).getByRole('button', { name: 'Log out' })).toBeDisabled();
  },
};

export const SignedIn: Story = {
  args: {
    scenario: ({ actor }) => {
      actor.send({ type: 'session.signedIn' });
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(stateOf(canvasElement)).toHaveTextContent('signedIn');
    await userEvent.click(canvas.getByRole('button', { name: 'Notify 50 (new version)' }));
    await expect(canvas.getByRole('list', { name: 'Emitted events' })).toHaveTextContent(
      'session.versionCheckRequested',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(stateOf(canvasElement)).toHaveTextContent('signedOut');
    await expect(args.clearSession).toHaveBeenCalledOnce();
    await expect(args.navigate).toHaveBeenCalledWith('/user/login');
  },
};

export const NoticeShown: Story = {
  args: {
    scenario: ({ actor }) => {
      actor.send({ type: 'session.signedIn' });
      actor.send({
        type: 'session.notify',
        data: {
          type: 40,
          key: 'other-device',
          device_type: '10',
          msg: 'Your account signed in on another device.',
        },
      });
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(stateOf(canvasElement)).toHaveTextContent('notice');
    await expect(canvas.getByText(/Your account signed in on another device/)).toBeInTheDocument();
    await expect(args.navigate).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm the notice' }));
    await expect(stateOf(canvasElement)).toHaveTextContent('signedOut');
    await expect(args.navigate).toHaveBeenCalledWith('/user/login');
  },
};
