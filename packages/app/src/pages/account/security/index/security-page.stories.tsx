import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { SecurityOverview } from '@exchange/api';
import {
  FIXTURE_NOW,
  MockHttpError,
  mockRoute,
  mockRouteFailure,
  mockRouteLoading,
  routeHandler,
  securityOverviewFixture,
  userFixture,
} from '@exchange/api/msw';
import { inArabic } from '../../../../testing/in-arabic.ts';
import { StoryAppView, type StoryApp } from '../../../../testing/story-app.tsx';
import { appLoader } from '../../../../testing/story-loaders.tsx';
import { sendCodeOnRealClock } from '../shared/security-story-kit.ts';

const PATH = '/account/security';

const meta = {
  title: 'App/Pages/Account/Security/Index',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <StoryAppView story={loaded.story as StoryApp} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything on: authenticator, phone, anti-phishing code; withdrawals locked by a password change. */
const highLocked: SecurityOverview = {
  ...securityOverviewFixture,
  level: 'high',
  google2fa: true,
  mobile: '+44 ****0123',
  anti_phishing_code: 'AB****',
  password_updated_at: FIXTURE_NOW - 3_600_000,
  withdraw_locked_until: FIXTURE_NOW + 23 * 3_600_000,
  withdraw_lock_reason: 'password_changed',
  google_reset: {
    id: 4,
    status: 'rejected',
    reason: 'Lost the phone with the authenticator',
    review_note: 'The account is in active use from the usual device.',
    created_at: FIXTURE_NOW - 5 * 86_400_000,
    reviewed_at: FIXTURE_NOW - 4 * 86_400_000,
  },
};

const signedIn = (
  overview: SecurityOverview,
  extra: Parameters<typeof appLoader>[0]['handlers'] = [],
) =>
  appLoader({
    path: PATH,
    user: { ...userFixture, is_google2fa: overview.google2fa },
    handlers: [
      mockRoute('getUserInfo', { ...userFixture, is_google2fa: overview.google2fa }),
      mockRoute('securityOverview', overview),
      ...extra,
    ],
  });

const protection = async (name: string) => {
  const list = await screen.findByRole('region', { name: 'Protections' });
  const row = within(list)
    .getAllByRole('listitem')
    .find((item) => item.textContent.startsWith(name));
  if (row === undefined) throw new Error(`No protection row named ${name}`);
  return row;
};

export const Loading: Story = {
  loaders: [
    appLoader({ path: PATH, user: userFixture, handlers: [mockRouteLoading('securityOverview')] }),
  ],
  play: async () => {
    await expect(await screen.findByRole('status', { name: 'Security' })).toBeVisible();
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'loading');
  },
};

/** The demo user: e-mail only, low level; authenticator, phone and anti-phishing code to set. */
export const LowLevel: Story = {
  tags: ['visual'],
  loaders: [signedIn(securityOverviewFixture)],
  play: async () => {
    const meter = await screen.findByRole('meter', { name: 'Security level' });
    await expect(meter).toHaveAttribute('aria-valuetext', 'Low');
    const google = await protection('Google Authenticator');
    await expect(google).toHaveAttribute('data-state', 'off');
    await expect(within(google).getByRole('link', { name: 'Link' })).toHaveAttribute(
      'href',
      '/account/security/bind-google',
    );
    const email = await protection('E-mail');
    await expect(email).toHaveTextContent('t***r@exchange.example');
    await expect(within(email).getByRole('link', { name: 'Change' })).toHaveAttribute(
      'href',
      '/account/security/modify-email',
    );
    await expect(
      within(await protection('Phone number')).getByRole('link', { name: 'Link' }),
    ).toHaveAttribute('href', '/account/security/bind-mobile');
    await expect(screen.queryByRole('status', { name: 'Withdrawal lock' })).toBeNull();
    // The last logins, newest first, and the way to the devices.
    const logins = await screen.findByRole('region', { name: 'Recent logins' });
    await waitFor(() => expect(within(logins).getAllByRole('listitem')).toHaveLength(4));
    await expect(within(logins).getAllByRole('listitem')[1]).toHaveTextContent('Wrong password');
    await expect(within(logins).getByRole('link', { name: 'Manage devices' })).toHaveAttribute(
      'href',
      '/account/security/account-device',
    );
  },
};

/** Every protection on and withdrawals locked after a password change; a refused reset request. */
export const HighLevelLocked: Story = {
  tags: ['visual'],
  loaders: [signedIn(highLocked)],
  play: async () => {
    const meter = await screen.findByRole('meter', { name: 'Security level' });
    await expect(meter).toHaveAttribute('aria-valuetext', 'High');
    const lock = screen.getByRole('status', { name: 'Withdrawal lock' });
    await expect(lock).toHaveTextContent(/Withdrawals are locked until .+\./);
    await expect(lock).toHaveTextContent('Your password was changed.');
    const google = await protection('Google Authenticator');
    await expect(google).toHaveAttribute('data-state', 'on');
    await expect(google).toHaveTextContent(/Reset request of .+ was refused\./);
    await expect(within(google).getByRole('link', { name: 'Unlink' })).toBeVisible();
    await expect(
      within(google).getByRole('link', { name: 'Lost your authenticator?' }),
    ).toHaveAttribute('href', '/account/security/reset');
    await expect(await protection('Phone number')).toHaveTextContent('+44 ****0123');
    await expect(await protection('Anti-phishing code')).toHaveTextContent('AB****');
  },
};

export const LoadFailed: Story = {
  loaders: [
    appLoader({
      path: PATH,
      user: userFixture,
      handlers: [
        mockRouteFailure('securityOverview', { status: 503, message: 'Service unavailable' }),
      ],
    }),
  ],
  play: async () => {
    const main = await screen.findByRole('main');
    await expect(await within(main).findByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(main).toHaveAttribute('data-state', 'error');
    await expect(within(main).getByRole('alert')).toHaveTextContent(
      'The exchange had a problem (error 503).',
    );
  },
};

/**
 * Set the anti-phishing code: the dialog checks the fields, the server refuses a wrong e-mail
 * code at its field, then takes the right one; the row shows the masked code.
 */
export const AntiPhishing: Story = {
  loaders: [
    signedIn(securityOverviewFixture, [
      sendCodeOnRealClock(),
      routeHandler('setAntiPhishing', ({ body }) => {
        if (body.email_code !== '482913')
          throw new MockHttpError(422, 'Validation failed', [
            { field: 'email_code', message: 'The code is wrong or has expired' },
          ]);
        return { ...securityOverviewFixture, anti_phishing_code: 'AB****' };
      }),
    ]),
  ],
  play: async () => {
    const row = await protection('Anti-phishing code');
    await userEvent.click(within(row).getByRole('button', { name: 'Set the anti-phishing code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set the anti-phishing code' });
    const code = within(dialog).getByRole('textbox', { name: 'Anti-phishing code' });
    await userEvent.type(code, 'AB');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await expect(
      await within(dialog).findByRole('button', { name: /Resend in \d+ s/ }),
    ).toBeDisabled();
    await expect(within(dialog).getByLabelText('E-mail code')).toHaveAccessibleDescription(
      'We sent a code to t***r@exchange.example.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save code' }));
    await expect(code).toHaveAccessibleDescription('Use 4 to 20 letters or digits.');
    await expect(within(dialog).getByLabelText('E-mail code')).toHaveAccessibleDescription(
      'Enter the code we sent you.',
    );
    await userEvent.type(code, 'cd1234');
    await userEvent.type(within(dialog).getByLabelText('E-mail code'), '111111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save code' }));
    await expect(await within(dialog).findByText('The code is wrong or has expired')).toBeVisible();
    await userEvent.clear(within(dialog).getByLabelText('E-mail code'));
    await userEvent.type(within(dialog).getByLabelText('E-mail code'), '482913');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save code' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await screen.findByText('Anti-phishing code saved.')).toBeVisible();
    await expect(await protection('Anti-phishing code')).toHaveTextContent('AB****');
  },
};

/** With the authenticator linked, changing the code asks for the app's code too. */
export const AntiPhishingWithAuthenticator: Story = {
  loaders: [signedIn(highLocked)],
  play: async () => {
    const row = await protection('Anti-phishing code');
    await userEvent.click(
      within(row).getByRole('button', { name: 'Change the anti-phishing code' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change the anti-phishing code' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save code' }));
    await expect(within(dialog).getByLabelText('Authenticator code')).toHaveAccessibleDescription(
      'Enter the 6-digit code from your authenticator app.',
    );
  },
};

export const Arabic: Story = inArabic(HighLevelLocked);
