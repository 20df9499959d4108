import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import type { I18n } from '@lingui/core';
import { userFixture } from '@exchange/api/msw';
import { SessionNoticeDialog } from './session-notice.tsx';
import { StoryAppView, type StoryApp } from '../testing/story-app.tsx';
import { WithI18n, appLoader, i18nLoader } from '../testing/story-loaders.tsx';

const meta = {
  title: 'App/Session/SessionNotice',
  component: SessionNoticeDialog,
  loaders: [i18nLoader],
  decorators: [(Story, { loaded }) => <WithI18n i18n={loaded.i18n as I18n}>{Story()}</WithI18n>],
  args: {
    message: 'Your account was signed in on another device.',
    onConfirm: fn(),
  },
} satisfies Meta<typeof SessionNoticeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Notice: Story = {
  tags: ['visual'],
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Signed out' });
    await expect(
      within(dialog).getByText('Your account was signed in on another device.'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/**
 * The real path: a notify 40 from another web device arrives on the socket of a signed-in app;
 * the notice shows and Confirm logs out to /user/login.
 */
export const RemoteLoginInApp: Story = {
  render: (_args, { loaded }) => <StoryAppView story={loaded.story as StoryApp} />,
  loaders: [
    appLoader({
      path: '/market',
      user: userFixture,
      live: {
        frames: [
          {
            cmd: 'notify',
            data: {
              type: 40,
              key: 'another-device',
              device_type: '10',
              msg: 'Signed in on another device.',
            },
          },
        ],
      },
    }),
  ],
  play: async ({ loaded }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Signed out' });
    await expect(within(dialog).getByText('Signed in on another device.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const { app } = loaded.story as StoryApp;
    await expect(await screen.findByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(app.services.auth.getSnapshot()).toEqual({ token: null, user: null });
  },
};
