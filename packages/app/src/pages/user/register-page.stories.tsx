import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { mockRoute, mockRouteFailure, mockRouteLoading } from '@exchange/api/msw';
import { StoryAppView, type StoryApp } from '../../testing/story-app.tsx';
import { appLoader } from '../../testing/story-loaders.tsx';

const meta = {
  title: 'App/Pages/Register',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <StoryAppView story={loaded.story as StoryApp} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  tags: ['visual'],
  loaders: [appLoader({ path: '/user/register?invite_code=DEMO7Q2X' })],
  play: async () => {
    const form = await screen.findByRole('form', { name: 'Create an account' });
    // The invite code comes from the link.
    await expect(within(form).getByLabelText('Invite code (optional)')).toHaveValue('DEMO7Q2X');
    await expect(within(form).getByRole('list', { name: 'Password rules' })).toBeVisible();
  },
};

export const Invalid: Story = {
  loaders: [appLoader({ path: '/user/register' })],
  play: async () => {
    const form = await screen.findByRole('form', { name: 'Create an account' });
    await userEvent.type(within(form).getByLabelText('Password'), 'short');
    await userEvent.click(within(form).getByRole('button', { name: 'Register' }));
    await expect(within(form).getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Enter your e-mail address.',
    );
    await expect(within(form).getByLabelText('E-mail code')).toHaveAccessibleDescription(
      'Enter the code we sent you.',
    );
    const rules = within(form).getByRole('list', { name: 'Password rules' });
    await expect(within(rules).getByText('8 to 64 characters').closest('li')).toHaveAttribute(
      'data-state',
      'unmet',
    );
    await expect(within(rules).getByText('At least one letter').closest('li')).toHaveAttribute(
      'data-state',
      'met',
    );
  },
};

export const CodeCountdown: Story = {
  loaders: [
    appLoader({
      path: '/user/register',
      handlers: [
        mockRoute('getCaptcha', {
          expires_at: Date.now() + 600_000,
          resend_at: Date.now() + 60_000,
        }),
      ],
    }),
  ],
  play: async () => {
    const form = await screen.findByRole('form', { name: 'Create an account' });
    await userEvent.type(within(form).getByLabelText('E-mail'), 'new@exchange.example');
    await userEvent.click(within(form).getByRole('button', { name: 'Send code' }));
    await expect(
      await within(form).findByRole('button', { name: /^Resend in \d+ s$/ }),
    ).toBeDisabled();
    await expect(within(form).getByText('We sent a code to new@exchange.example.')).toBeVisible();
  },
};

export const Submitting: Story = {
  loaders: [appLoader({ path: '/user/register', handlers: [mockRouteLoading('register')] })],
  play: async () => {
    const form = await screen.findByRole('form', { name: 'Create an account' });
    await userEvent.type(within(form).getByLabelText('E-mail'), 'new@exchange.example');
    await userEvent.type(within(form).getByLabelText('E-mail code'), '123456');
    await userEvent.type(within(form).getByLabelText('Password'), 'secret123');
    await userEvent.click(within(form).getByRole('button', { name: 'Register' }));
    await expect(within(form).getByRole('button', { name: 'Register' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const ServerError: Story = {
  loaders: [
    appLoader({
      path: '/user/register',
      handlers: [
        mockRouteFailure('register', { status: 400, message: 'This e-mail is already registered' }),
      ],
    }),
  ],
  play: async () => {
    const form = await screen.findByRole('form', { name: 'Create an account' });
    await userEvent.type(within(form).getByLabelText('E-mail'), 'trader@exchange.example');
    await userEvent.type(within(form).getByLabelText('E-mail code'), '123456');
    await userEvent.type(within(form).getByLabelText('Password'), 'secret123');
    await userEvent.click(within(form).getByRole('button', { name: 'Register' }));
    await expect(await within(form).findByRole('alert')).toHaveTextContent(
      'This e-mail is already registered',
    );
  },
};
