import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  demoConfigFixture,
  mockRoute,
  mockRouteFailure,
  mockRouteLoading,
} from '@exchange/api/msw';
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
    // A real server: no word of a demo mailbox.
    await expect(screen.queryByRole('status', { name: 'Demo mode' })).toBeNull();
  },
};

const captcha = mockRoute('getCaptcha', {
  expires_at: Date.now() + 600_000,
  resend_at: Date.now() + 60_000,
});

/** Issue 15, item 3: on a demo server no e-mail goes out, and the page says so before sending. */
export const DemoModeBeforeSend: Story = {
  tags: ['visual'],
  loaders: [
    appLoader({
      path: '/user/register',
      handlers: [mockRoute('getConfig', demoConfigFixture)],
    }),
  ],
  play: async () => {
    const notice = await screen.findByRole('status', { name: 'Demo mode' });
    await expect(notice).toHaveAttribute('data-state', 'waiting');
    await expect(notice).toHaveTextContent(
      'Demo mode: no e-mail is sent. Press Send code and your code appears here.',
    );
  },
};

/** After "Send code" the code from the demo mailbox is shown, ready to fill in. */
export const DemoModeCodeShown: Story = {
  loaders: [
    appLoader({
      path: '/user/register',
      handlers: [
        mockRoute('getConfig', demoConfigFixture),
        captcha,
        mockRoute('demoMailbox', [
          {
            id: 9,
            to: 'new@exchange.example',
            subject: 'Your verification code',
            body: 'Your code is 731904. It expires in 10 minutes.',
            code: '731904',
            created_at: Date.now(),
          },
        ]),
      ],
    }),
  ],
  play: async () => {
    const form = await screen.findByRole('form', { name: 'Create an account' });
    await userEvent.type(within(form).getByLabelText('E-mail'), 'new@exchange.example');
    await userEvent.click(within(form).getByRole('button', { name: 'Send code' }));
    const notice = screen.getByRole('status', { name: 'Demo mode' });
    await expect(await within(notice).findByText('731904')).toBeVisible();
    await expect(notice).toHaveAttribute('data-state', 'code');
    await expect(
      within(notice).getByRole('link', { name: 'Open the demo mailbox' }),
    ).toHaveAttribute('href', '/demo/mailbox?email=new%40exchange.example');
    await userEvent.click(within(notice).getByRole('button', { name: 'Use this code' }));
    await expect(within(form).getByLabelText('E-mail code')).toHaveValue('731904');
    // No "we sent a code to …" under the field: nothing was e-mailed.
    await expect(within(form).queryByText(/We sent a code/)).toBeNull();
  },
};

/** The mailbox holds no code (yet): the notice points to it instead. */
export const DemoModeMailboxEmpty: Story = {
  loaders: [
    appLoader({
      path: '/user/register',
      handlers: [mockRoute('getConfig', demoConfigFixture), captcha, mockRoute('demoMailbox', [])],
    }),
  ],
  play: async () => {
    const form = await screen.findByRole('form', { name: 'Create an account' });
    await userEvent.type(within(form).getByLabelText('E-mail'), 'new@exchange.example');
    await userEvent.click(within(form).getByRole('button', { name: 'Send code' }));
    const notice = screen.getByRole('status', { name: 'Demo mode' });
    await waitFor(async () => {
      await expect(notice).toHaveAttribute('data-state', 'missing');
    });
    await expect(notice).toHaveTextContent(
      'Demo mode: no e-mail was sent. Your code is in the demo mailbox.',
    );
    await expect(
      within(notice).getByRole('link', { name: 'Open the demo mailbox' }),
    ).toHaveAttribute('href', '/demo/mailbox?email=new%40exchange.example');
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
