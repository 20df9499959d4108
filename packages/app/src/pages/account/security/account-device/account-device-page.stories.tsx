import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { DeviceSession } from '@exchange/api';
import {
  deviceSessionsFixture,
  MockHttpError,
  mockRoute,
  mockRouteFailure,
  mockRouteLoading,
  routeHandler,
  userFixture,
} from '@exchange/api/msw';
import { inArabic } from '../../../../testing/in-arabic.ts';
import { StoryAppView, type StoryApp } from '../../../../testing/story-app.tsx';
import { appLoader } from '../../../../testing/story-loaders.tsx';

const PATH = '/account/security/account-device';

const meta = {
  title: 'App/Pages/Account/Security/Devices',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <StoryAppView story={loaded.story as StoryApp} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The devices as the server keeps them: ending one removes its row, like the real server. */
function sessionHandlers() {
  let sessions: DeviceSession[] = [...deviceSessionsFixture];
  return [
    routeHandler('deviceSessions', () => sessions),
    routeHandler('endDeviceSession', ({ body }) => {
      const found = sessions.find((row) => row.id === body.id && !row.current);
      if (!found) throw new MockHttpError(404, 'Session not found');
      sessions = sessions.filter((row) => row.id !== body.id);
      return { ended: 1 };
    }),
    routeHandler('endOtherSessions', () => {
      const ended = sessions.filter((row) => !row.current).length;
      sessions = sessions.filter((row) => row.current);
      return { ended };
    }),
  ];
}

const table = () => screen.findByRole('table', { name: 'Signed-in devices' });

export const Loading: Story = {
  loaders: [
    appLoader({ path: PATH, user: userFixture, handlers: [mockRouteLoading('deviceSessions')] }),
  ],
  play: async () => {
    await waitFor(() => expect(screen.getByRole('main')).toHaveAttribute('data-state', 'loading'));
    await expect(screen.getByRole('button', { name: 'Sign out all other devices' })).toBeDisabled();
  },
};

/** This device and two others, each with its IP and when it was first and last seen. */
export const Filled: Story = {
  tags: ['visual'],
  loaders: [appLoader({ path: PATH, user: userFixture })],
  play: async () => {
    const devices = await table();
    // A header row and three devices, once they have come (the loading row comes first).
    const rows = await waitFor(() => {
      const found = within(devices).getAllByRole('row');
      if (found.length !== 4) throw new Error(`${String(found.length)} rows so far`);
      return found;
    });
    await expect(rows[1]).toHaveTextContent('This device');
    await expect(rows[1]).toHaveTextContent('203.0.113.24');
    await expect(within(rows[1] as HTMLElement).queryByRole('button')).toBeNull();
    await expect(rows[3]).toHaveTextContent('iPhone');
    await expect(rows[3]).toHaveTextContent('App');
    await expect(
      within(devices).getByRole('button', { name: 'Sign out iPhone (App, 192.0.2.88)' }),
    ).toBeVisible();
  },
};

export const Arabic: Story = inArabic(Filled, async () => {
  await expect(await screen.findByText('203.0.113.24')).toBeVisible();
});

/** Only this device is signed in: nothing to sign out, and the page says so. */
export const OnlyThisDevice: Story = {
  tags: ['visual'],
  loaders: [
    appLoader({
      path: PATH,
      user: userFixture,
      handlers: [mockRoute('deviceSessions', deviceSessionsFixture.slice(0, 1))],
    }),
  ],
  play: async () => {
    await expect(
      await screen.findByText('No other device is signed in. Only this one is.'),
    ).toBeVisible();
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'empty');
    await expect(screen.getByRole('button', { name: 'Sign out all other devices' })).toBeDisabled();
  },
};

export const Failed: Story = {
  loaders: [
    appLoader({
      path: PATH,
      user: userFixture,
      handlers: [mockRouteFailure('deviceSessions', { status: 500, message: 'Internal error' })],
    }),
  ],
  play: async () => {
    const main = await screen.findByRole('main');
    await expect(await within(main).findByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(main).toHaveAttribute('data-state', 'error');
  },
};

/** "Sign out" on one device asks first; Cancel keeps it, confirming ends it and its row goes. */
export const SignOutOne: Story = {
  loaders: [appLoader({ path: PATH, user: userFixture, handlers: sessionHandlers() })],
  play: async () => {
    const devices = await table();
    const signOut = await within(devices).findByRole('button', {
      name: 'Sign out web (Web browser, 198.51.100.7)',
    });
    await userEvent.click(signOut);
    let dialog = await screen.findByRole('alertdialog', { name: 'Sign out this device?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(within(devices).getAllByRole('row')).toHaveLength(4);

    await userEvent.click(signOut);
    dialog = await screen.findByRole('alertdialog', { name: 'Sign out this device?' });
    await expect(dialog).toHaveTextContent('web (Web browser, 198.51.100.7) is signed out at once');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(within(devices).getAllByRole('row')).toHaveLength(3));
    await expect(devices).not.toHaveTextContent('198.51.100.7');
  },
};

/** "Sign out all other devices" leaves this one alone; the page then says no other is in. */
export const SignOutOthers: Story = {
  loaders: [appLoader({ path: PATH, user: userFixture, handlers: sessionHandlers() })],
  play: async () => {
    const devices = await table();
    await waitFor(() => expect(within(devices).getAllByRole('row')).toHaveLength(4));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out all other devices' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Sign out all other devices?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await expect(
      await screen.findByText('No other device is signed in. Only this one is.'),
    ).toBeVisible();
    await expect(within(devices).getAllByRole('row')).toHaveLength(2);
    await expect(devices).toHaveTextContent('This device');
  },
};

/** The device was already gone (ended elsewhere): the server's 404 shows above the table. */
export const AlreadySignedOut: Story = {
  loaders: [
    appLoader({
      path: PATH,
      user: userFixture,
      handlers: [
        mockRouteFailure('endDeviceSession', { status: 400, message: 'Session not found' }),
      ],
    }),
  ],
  play: async () => {
    const devices = await table();
    await userEvent.click(
      await within(devices).findByRole('button', { name: 'Sign out iPhone (App, 192.0.2.88)' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await expect(await within(screen.getByRole('main')).findByRole('alert')).toHaveTextContent(
      'Session not found',
    );
  },
};
