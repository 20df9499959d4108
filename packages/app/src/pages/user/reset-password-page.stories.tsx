import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import {
  demoConfigFixture,
  mockRoute,
  mockRouteFailure,
  mockRouteLoading,
} from '@exchange/api/msw';
import { StoryAppView, type StoryApp } from '../../testing/story-app.tsx';
import { appLoader } from '../../testing/story-loaders.tsx';

const meta = {
  title: 'App/Pages/ResetPassword',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <StoryAppView story={loaded.story as StoryApp} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function submit(password: string, confirm: string) {
  const form = await screen.findByRole('form', { name: 'Reset password' });
  await userEvent.type(within(form).getByLabelText('E-mail'), 'trader@exchange.example');
  await userEvent.type(within(form).getByLabelText('E-mail code'), '123456');
  await userEvent.type(within(form).getByLabelText('New password'), password);
  await userEvent.type(within(form).getByLabelText('Confirm new password'), confirm);
  await userEvent.click(within(form).getByRole('button', { name: 'Reset password' }));
  return form;
}

export const Empty: Story = {
  tags: ['visual'],
  loaders: [appLoader({ path: '/user/reset-password' })],
  play: async () => {
    await expect(await screen.findByRole('form', { name: 'Reset password' })).toBeVisible();
  },
};

export const Invalid: Story = {
  loaders: [appLoader({ path: '/user/reset-password' })],
  play: async () => {
    const form = await submit('secret123', 'secret124');
    await expect(within(form).getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'The passwords do not match.',
    );
  },
};

export const Submitting: Story = {
  loaders: [
    appLoader({ path: '/user/reset-password', handlers: [mockRouteLoading('forgetPassword')] }),
  ],
  play: async () => {
    const form = await submit('secret123', 'secret123');
    await expect(within(form).getByRole('button', { name: 'Reset password' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const ServerError: Story = {
  loaders: [
    appLoader({
      path: '/user/reset-password',
      handlers: [
        mockRouteFailure('forgetPassword', { status: 400, message: 'The code has expired' }),
      ],
    }),
  ],
  play: async () => {
    const form = await submit('secret123', 'secret123');
    await expect(await within(form).findByRole('alert')).toHaveTextContent('The code has expired');
  },
};

export const Done: Story = {
  loaders: [appLoader({ path: '/user/reset-password' })],
  play: async () => {
    await submit('secret123', 'secret123');
    await expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/user/login',
    );
  },
};

/** Issue 15, item 3: on a demo server the reset code is shown from the demo mailbox. */
export const DemoModeCodeShown: Story = {
  loaders: [
    appLoader({
      path: '/user/reset-password',
      handlers: [
        mockRoute('getConfig', demoConfigFixture),
        mockRoute('getCaptcha', {
          expires_at: Date.now() + 600_000,
          resend_at: Date.now() + 60_000,
        }),
      ],
    }),
  ],
  play: async () => {
    const form = await screen.findByRole('form', { name: 'Reset password' });
    const notice = await screen.findByRole('status', { name: 'Demo mode' });
    await expect(notice).toHaveAttribute('data-state', 'waiting');
    await userEvent.type(within(form).getByLabelText('E-mail'), 'trader@exchange.example');
    await userEvent.click(within(form).getByRole('button', { name: 'Send code' }));
    // The default mailbox fixture: the newest mail of trader@ carries 482913.
    await expect(await within(notice).findByText('482913')).toBeVisible();
    await userEvent.click(within(notice).getByRole('button', { name: 'Use this code' }));
    await expect(within(form).getByLabelText('E-mail code')).toHaveValue('482913');
  },
};
