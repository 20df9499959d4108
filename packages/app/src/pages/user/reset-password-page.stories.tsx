import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { mockRouteFailure, mockRouteLoading } from '@exchange/api/msw';
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
