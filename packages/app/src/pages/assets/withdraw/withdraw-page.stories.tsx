import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  FIXTURE_NOW,
  mockRoute,
  mockRouteFailure,
  mockRouteLoading,
  securityOverviewFixture,
  userFixture,
} from '@exchange/api/msw';
import { inArabic } from '../../../testing/in-arabic.ts';
import { StoryAppView, type StoryApp } from '../../../testing/story-app.tsx';
import { appLoader } from '../../../testing/story-loaders.tsx';
import { storyWithdrawals, type StoryWithdrawals } from './withdraw-story-kit.ts';
import { shellSettled } from '../shared/story-settle.ts';

const PATH = '/assets/withdraw?coin=USDT';
const TRON_ADDRESS = 'TJx8bVq3zP1mN5kL7cR2tY9wE4sD6fG8hA';

const meta = {
  title: 'App/Pages/Assets/Withdraw',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <StoryAppView story={loaded.story as StoryApp} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const form = () => screen.findByRole('form', { name: 'Withdrawal' });

async function fillForm(address: string, amount: string) {
  const withdrawal = await form();
  await userEvent.type(within(withdrawal).getByLabelText('Address'), address);
  await userEvent.type(within(withdrawal).getByLabelText('Amount'), amount);
  await userEvent.click(within(withdrawal).getByRole('button', { name: 'Continue' }));
}

async function confirmWithCode(code = '482913') {
  const confirm = await screen.findByRole('form', { name: 'Confirm the withdrawal' });
  await userEvent.type(within(confirm).getByLabelText('E-mail code'), code);
  await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm withdrawal' }));
}

function withKit(path: string, user = userFixture) {
  return async (context: Parameters<ReturnType<typeof appLoader>>[0]) => {
    const kit = storyWithdrawals();
    // The app refreshes the user from GET /getUserInfo: it answers the same user.
    const loaded = await appLoader({
      path,
      user,
      handlers: [mockRoute('getUserInfo', user), ...kit.handlers],
    })(context);
    return { ...loaded, kit };
  };
}

export const Loading: Story = {
  tags: ['visual'],
  loaders: [
    appLoader({ path: PATH, user: userFixture, handlers: [mockRouteLoading('rechargeWithdraw')] }),
  ],
  play: async () => {
    await expect(await screen.findByRole('status', { name: 'Withdraw' })).toBeVisible();
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'loading');
    await shellSettled();
  },
};

export const Empty: Story = {
  tags: ['visual'],
  loaders: [
    appLoader({ path: PATH, user: userFixture, handlers: [mockRoute('rechargeWithdraw', [])] }),
  ],
  play: async () => {
    await expect(await screen.findByText('No coin can be withdrawn yet.')).toBeVisible();
  },
};

/** The form with an amount typed: fee, amount received and minimum beside it. */
export const Filled: Story = {
  tags: ['visual'],
  loaders: [appLoader({ path: PATH, user: userFixture })],
  play: async () => {
    const withdrawal = await form();
    await expect(withdrawal).toHaveTextContent('Available: 8,250.5 USDT');
    await userEvent.type(within(withdrawal).getByLabelText('Amount'), '100');
    await expect(screen.getByTestId('receive-amount')).toHaveTextContent('99 USDT');
    await expect(withdrawal).toHaveTextContent('Network fee1 USDT');
    await expect(withdrawal).toHaveTextContent('Minimum withdrawal10 USDT');
    await userEvent.click(within(withdrawal).getByRole('button', { name: 'Max' }));
    await expect(within(withdrawal).getByLabelText('Amount')).toHaveValue('8250.5');
  },
};

export const Arabic: Story = inArabic(Filled, async () => {
  await expect(await screen.findByRole('form', { name: 'سحب' })).toBeVisible();
});

/** Continue with nothing filled, then an amount under the minimum: each field says why. */
export const Invalid: Story = {
  tags: ['visual'],
  loaders: [appLoader({ path: PATH, user: userFixture })],
  play: async () => {
    const withdrawal = await form();
    await userEvent.click(within(withdrawal).getByRole('button', { name: 'Continue' }));
    await expect(within(withdrawal).getByLabelText('Address')).toHaveAccessibleDescription(
      'Enter the address to send to.',
    );
    await expect(within(withdrawal).getByLabelText('Amount')).toHaveAccessibleDescription(
      'Enter an amount above 0.',
    );
    await userEvent.type(within(withdrawal).getByLabelText('Amount'), '5');
    await expect(within(withdrawal).getByLabelText('Amount')).toHaveAccessibleDescription(
      /^The minimum withdrawal is \u2066?10\sUSDT\u2069?\.$/,
    );
    await userEvent.clear(within(withdrawal).getByLabelText('Amount'));
    await userEvent.type(within(withdrawal).getByLabelText('Amount'), '9000');
    await expect(within(withdrawal).getByLabelText('Amount')).toHaveAccessibleDescription(
      'The amount is more than your available balance.',
    );
    // Nothing went to the next step.
    await expect(screen.queryByRole('form', { name: 'Confirm the withdrawal' })).toBeNull();
  },
};

/** What the 24-hour limit still allows caps the amount and the Max button. */
export const OverDailyLimit: Story = {
  loaders: [
    appLoader({
      path: PATH,
      user: userFixture,
      handlers: [
        mockRoute('withdrawQuota', {
          coin_id: 1,
          coin_name: 'USDT',
          network: 'TRC20',
          limit: '2000',
          used: '1950',
          remaining: '50',
        }),
      ],
    }),
  ],
  play: async () => {
    const withdrawal = await form();
    await waitFor(() => expect(withdrawal).toHaveTextContent('24-hour limit left50 USDT'));
    await userEvent.type(within(withdrawal).getByLabelText('Address'), TRON_ADDRESS);
    await userEvent.type(within(withdrawal).getByLabelText('Amount'), '100');
    await userEvent.click(within(withdrawal).getByRole('button', { name: 'Continue' }));
    await expect(within(withdrawal).getByLabelText('Amount')).toHaveAccessibleDescription(
      'The amount is more than your 24-hour limit allows.',
    );
    await userEvent.click(within(withdrawal).getByRole('button', { name: 'Max' }));
    await expect(within(withdrawal).getByLabelText('Amount')).toHaveValue('50');
  },
};

export const Failed: Story = {
  tags: ['visual'],
  loaders: [
    appLoader({
      path: PATH,
      user: userFixture,
      handlers: [mockRouteFailure('wallet', { status: 500, message: 'Internal error' })],
    }),
  ],
  play: async () => {
    const main = screen.getByRole('main');
    await expect(await within(main).findByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(within(main).getByRole('alert')).toHaveTextContent(
      'The exchange had a problem (error 500).',
    );
    await shellSettled();
  },
};

/** "Withdraw to this" from the address book: XRP, its network and memo come with the address. */
export const FromAddressBook: Story = {
  loaders: [
    appLoader({
      path: '/assets/withdraw?coin=XRP&address=rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY',
      user: userFixture,
    }),
  ],
  play: async () => {
    const withdrawal = await form();
    await expect(within(withdrawal).getByLabelText('Address')).toHaveValue(
      'rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY',
    );
    await waitFor(() =>
      expect(within(withdrawal).getByLabelText('Memo (tag)')).toHaveValue('104729'),
    );
  },
};

/** The code step while the server has not answered: the button is busy. */
export const Submitting: Story = {
  loaders: [appLoader({ path: PATH, user: userFixture, handlers: [mockRouteLoading('withdraw')] })],
  play: async () => {
    await fillForm(TRON_ADDRESS, '100');
    await confirmWithCode();
    const confirm = screen.getByRole('form', { name: 'Confirm the withdrawal' });
    await waitFor(() =>
      expect(within(confirm).getByRole('button', { name: /Confirm withdrawal/ })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};

/** The server refuses the address (422 naming it): back to the form, the message by the field. */
export const ServerRefusesAddress: Story = {
  loaders: [
    appLoader({
      path: PATH,
      user: userFixture,
      handlers: [
        mockRouteFailure('withdraw', {
          status: 422,
          message: 'address: Not a TRC20 address',
          errors: [{ field: 'address', message: 'Not a TRC20 address' }],
        }),
      ],
    }),
  ],
  play: async () => {
    await fillForm('TNotReallyATronAddress', '100');
    await confirmWithCode();
    const withdrawal = await form();
    await waitFor(() =>
      expect(within(withdrawal).getByLabelText('Address')).toHaveAccessibleDescription(
        'Not a TRC20 address',
      ),
    );
  },
};

/** A wrong e-mail code: the message shows under the code, the form stays on that step. */
export const WrongCode: Story = {
  loaders: [
    appLoader({
      path: PATH,
      user: userFixture,
      handlers: [
        mockRouteFailure('withdraw', {
          status: 422,
          message: 'email_code: Wrong or expired code',
          errors: [{ field: 'email_code', message: 'Wrong or expired code' }],
        }),
      ],
    }),
  ],
  play: async () => {
    await fillForm(TRON_ADDRESS, '100');
    await confirmWithCode('111111');
    const confirm = screen.getByRole('form', { name: 'Confirm the withdrawal' });
    await waitFor(() =>
      expect(within(confirm).getByLabelText('E-mail code')).toHaveAccessibleDescription(
        'Wrong or expired code',
      ),
    );
  },
};

/** An account with an authenticator: its code is asked for beside the e-mail code and sent. */
export const WithAuthenticator: Story = {
  loaders: [withKit(PATH, { ...userFixture, is_google2fa: true })],
  play: async ({ loaded }) => {
    const { kit } = loaded as { kit: StoryWithdrawals };
    await fillForm(TRON_ADDRESS, '100');
    const confirm = await screen.findByRole('form', { name: 'Confirm the withdrawal' });
    await userEvent.type(within(confirm).getByLabelText('E-mail code'), '482913');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm withdrawal' }));
    await expect(within(confirm).getByLabelText('Authenticator code')).toHaveAccessibleDescription(
      'Enter the 6-digit code from your authenticator app.',
    );
    await userEvent.type(within(confirm).getByLabelText('Authenticator code'), '135790');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm withdrawal' }));
    await screen.findByRole('region', { name: 'Withdrawal placed' });
    await expect(kit.lastGoogleCode()).toBe('135790');
  },
};

/** Placed, then followed live: pending → processing → completed with its hash. */
export const Done: Story = {
  tags: ['visual'],
  loaders: [withKit(PATH)],
  play: async ({ loaded }) => {
    const { kit } = loaded as { kit: StoryWithdrawals };
    await fillForm(TRON_ADDRESS, '100');
    await confirmWithCode();
    const placed = await screen.findByRole('region', { name: 'Withdrawal placed' });
    await expect(placed).toHaveAttribute('data-state', 'pending');
    await expect(placed).toHaveTextContent('You receive99 USDT');
    kit.advance('processing');
    await waitFor(() => expect(placed).toHaveAttribute('data-state', 'processing'), {
      timeout: 8000,
    });
    await expect(within(placed).queryByRole('button', { name: 'Cancel withdrawal' })).toBeNull();
    kit.advance('completed', 'ab12cd34');
    await waitFor(() => expect(placed).toHaveAttribute('data-state', 'completed'), {
      timeout: 8000,
    });
    await expect(placed).toHaveTextContent('Transaction hashab12cd34');
  },
};

/** A pending withdrawal is cancelled from the page. */
export const CancelWhilePending: Story = {
  loaders: [withKit(PATH)],
  play: async () => {
    await fillForm(TRON_ADDRESS, '100');
    await confirmWithCode();
    const placed = await screen.findByRole('region', { name: 'Withdrawal placed' });
    await userEvent.click(within(placed).getByRole('button', { name: 'Cancel withdrawal' }));
    await waitFor(() => expect(placed).toHaveAttribute('data-state', 'cancelled'));
    await expect(placed).toHaveTextContent('Cancelled');
  },
};

/** Issue 18: withdrawals locked for 24 hours after a password change: why, until when, no Continue. */
export const Locked: Story = {
  tags: ['visual'],
  loaders: [
    appLoader({
      path: PATH,
      user: userFixture,
      handlers: [
        mockRoute('securityOverview', {
          ...securityOverviewFixture,
          withdraw_locked_until: FIXTURE_NOW + 86_400_000,
          withdraw_lock_reason: 'password_changed',
        }),
      ],
    }),
  ],
  play: async () => {
    const withdrawal = await form();
    const banner = await screen.findByRole('alert', {
      name: 'Withdrawals are locked for 24 hours',
    });
    await expect(banner).toHaveTextContent('Your password was changed.');
    await expect(banner).toHaveTextContent(/You can withdraw again after .*\d\d\/\d\d\/\d{4}/);
    await expect(within(withdrawal).getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

/** Issue 18: the identity level's 24-hour limit, with the way to raise it. */
export const IdentityLimit: Story = {
  loaders: [appLoader({ path: PATH, user: userFixture })],
  play: async () => {
    await form();
    const limit = await screen.findByTestId('identity-limit');
    await expect(limit).toHaveTextContent(
      'Your 24-hour withdrawal limit (Basic verification): 50,000 USDT',
    );
    await expect(within(limit).getByRole('link', { name: 'Raise your limit' })).toHaveAttribute(
      'href',
      '/account/id-auth',
    );
    // Not locked: no banner, and Continue works.
    await expect(screen.queryByRole('alert', { name: /locked/ })).toBeNull();
    await expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};
