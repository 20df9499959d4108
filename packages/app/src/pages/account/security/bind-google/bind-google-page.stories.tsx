import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { SecurityOverview } from '@exchange/api';
import {
  FIXTURE_NOW,
  MockHttpError,
  mockRoute,
  mockRouteFailure,
  mockRouteLoading,
  recoveryCodesFixture,
  routeHandler,
  securityOverviewFixture,
  userFixture,
} from '@exchange/api/msw';
import { inArabic } from '../../../../testing/in-arabic.ts';
import { StoryAppView, type StoryApp } from '../../../../testing/story-app.tsx';
import { appLoader } from '../../../../testing/story-loaders.tsx';
import { sendCodeOnRealClock } from '../shared/security-story-kit.ts';

const PATH = '/account/security/bind-google';
const RIGHT_CODE = '287082';

const meta = {
  title: 'App/Pages/Account/Security/Bind Google',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <StoryAppView story={loaded.story as StoryApp} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const bound: SecurityOverview = { ...securityOverviewFixture, google2fa: true, level: 'medium' };
const wrongCode = () =>
  new MockHttpError(422, 'Validation failed', [
    { field: 'google_code', message: 'The code is wrong or has been used' },
  ]);

/** The page for a user whose authenticator is (not) linked; the server's bind takes RIGHT_CODE. */
function page(overview: SecurityOverview, extra: Parameters<typeof appLoader>[0]['handlers'] = []) {
  const user = { ...userFixture, is_google2fa: overview.google2fa };
  return appLoader({
    path: PATH,
    user,
    handlers: [
      ...extra,
      mockRoute('getUserInfo', user),
      mockRoute('securityOverview', overview),
      sendCodeOnRealClock(),
      routeHandler('bindGoogle', ({ body }) => {
        if (body.google_code !== RIGHT_CODE) throw wrongCode();
        return {
          recovery_codes: recoveryCodesFixture,
          overview: {
            ...overview,
            google2fa: true,
            withdraw_locked_until: FIXTURE_NOW + 86_400_000,
            withdraw_lock_reason: 'google_bound',
          },
        };
      }),
    ],
  });
}

const flow = () => screen.findByRole('region', { name: 'Link Google Authenticator' });

async function showSecret() {
  await userEvent.click(await screen.findByRole('button', { name: 'I have installed it' }));
  await expect(
    await screen.findByRole('img', { name: 'QR code of your authenticator key' }),
  ).toBeVisible();
}

/** The account menu's Security entry says whether the authenticator is off (the header dot). */
async function securityEntry() {
  await userEvent.click(screen.getByRole('button', { name: /^Account / }));
  return screen.findByRole('link', { name: /^Security/ });
}

export const Loading: Story = {
  loaders: [
    appLoader({ path: PATH, user: userFixture, handlers: [mockRouteLoading('securityOverview')] }),
  ],
  play: async () => {
    await expect(await screen.findByRole('status', { name: 'Google Authenticator' })).toBeVisible();
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'loading');
  },
};

/** Not linked: step 1, install the app. */
export const NotBound: Story = {
  tags: ['visual'],
  loaders: [page(securityOverviewFixture)],
  play: async () => {
    const steps = within(await flow()).getByRole('list', {
      name: 'Steps to link Google Authenticator',
    });
    await expect(within(steps).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'unbound');
  },
};

export const Arabic: Story = inArabic(NotBound);

/** Step 2: the secret as a QR code and as text with a copy button. */
export const SecretShown: Story = {
  tags: ['visual'],
  loaders: [page(securityOverviewFixture)],
  play: async () => {
    await showSecret();
    await expect(screen.getByTestId('google-secret')).toHaveTextContent(
      'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
    );
    await expect(screen.getByRole('button', { name: 'Copy key' })).toBeVisible();
    await expect(await flow()).toHaveAttribute('data-state', 'secret');
  },
};

/** Step 3: no code, then a wrong one (the server's word at the field). */
export const FieldErrors: Story = {
  loaders: [page(securityOverviewFixture)],
  play: async () => {
    await showSecret();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const form = await screen.findByRole('form', { name: 'Confirm Google Authenticator' });
    await userEvent.click(within(form).getByRole('button', { name: 'Link authenticator' }));
    const code = within(form).getByLabelText('Authenticator code');
    await expect(code).toHaveAccessibleDescription(
      'Enter the 6-digit code from your authenticator app.',
    );
    await userEvent.type(code, '123456');
    await userEvent.click(within(form).getByRole('button', { name: 'Link authenticator' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription('The code is wrong or has been used'),
    );
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'unbound');
  },
};

export const Submitting: Story = {
  loaders: [page(securityOverviewFixture, [mockRouteLoading('bindGoogle')])],
  play: async () => {
    await showSecret();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const form = await screen.findByRole('form', { name: 'Confirm Google Authenticator' });
    await userEvent.type(within(form).getByLabelText('Authenticator code'), RIGHT_CODE);
    await userEvent.click(within(form).getByRole('button', { name: 'Link authenticator' }));
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: 'Link authenticator' })).toHaveAttribute(
        'data-state',
        'loading',
      ),
    );
    await expect(within(form).getByRole('button', { name: 'Back' })).toBeDisabled();
  },
};

/**
 * The right code links it: the recovery codes show once, the header stops warning at once, and
 * Done (after "I have saved them") goes back to the security centre.
 */
export const RecoveryCodes: Story = {
  tags: ['visual'],
  loaders: [page(securityOverviewFixture)],
  play: async () => {
    await expect(await securityEntry()).toHaveAccessibleName(/two-factor authentication is off/);
    await userEvent.keyboard('{Escape}');
    await showSecret();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const form = await screen.findByRole('form', { name: 'Confirm Google Authenticator' });
    await userEvent.type(within(form).getByLabelText('Authenticator code'), RIGHT_CODE);
    await userEvent.click(within(form).getByRole('button', { name: 'Link authenticator' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    await expect(within(codes).getAllByRole('listitem')).toHaveLength(recoveryCodesFixture.length);
    await expect(codes).toHaveTextContent(recoveryCodesFixture[0] ?? '');
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'recovery');
    await expect(screen.getByRole('button', { name: 'Download as text' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Done' })).toBeDisabled();
    await expect(await securityEntry()).toHaveAccessibleName('Security');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have saved my recovery codes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await expect(
      await screen.findByText(
        'Google Authenticator is linked. Withdrawals are locked for 24 hours.',
      ),
    ).toBeVisible();
    await expect(await screen.findByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  },
};

/** Linked: unlinking asks for a code from the app and an e-mail code. */
export const Bound: Story = {
  tags: ['visual'],
  loaders: [page(bound)],
  play: async () => {
    const form = await screen.findByRole('form', { name: 'Unlink Google Authenticator' });
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'bound');
    await expect(within(form).getByLabelText('Authenticator code')).toBeVisible();
    await expect(within(form).getByLabelText('E-mail code')).toBeVisible();
    await expect(
      within(form).getByRole('link', { name: 'Lost your authenticator?' }),
    ).toHaveAttribute('href', '/account/security/reset');
  },
};

/** Unlink: empty fields say why; a wrong app code is refused at its field; then it goes. */
export const Unbind: Story = {
  loaders: [
    page(bound, [
      routeHandler('unbindGoogle', ({ body }) => {
        if (body.google_code !== RIGHT_CODE) throw wrongCode();
        return {
          ...securityOverviewFixture,
          withdraw_locked_until: FIXTURE_NOW + 86_400_000,
          withdraw_lock_reason: 'google_unbound',
        };
      }),
    ]),
  ],
  play: async () => {
    const form = await screen.findByRole('form', { name: 'Unlink Google Authenticator' });
    await userEvent.click(within(form).getByRole('button', { name: 'Unlink' }));
    const google = within(form).getByLabelText('Authenticator code');
    const email = within(form).getByLabelText('E-mail code');
    await expect(google).toHaveAccessibleDescription(
      'Enter the 6-digit code from your authenticator app.',
    );
    await expect(email).toHaveAccessibleDescription('Enter the code we sent you.');
    await userEvent.click(within(form).getByRole('button', { name: 'Send code' }));
    await expect(
      await within(form).findByRole('button', { name: /Resend in \d+ s/ }),
    ).toBeDisabled();
    await userEvent.type(google, '111111');
    await userEvent.type(email, '482913');
    await userEvent.click(within(form).getByRole('button', { name: 'Unlink' }));
    await waitFor(() =>
      expect(google).toHaveAccessibleDescription('The code is wrong or has been used'),
    );
    await userEvent.clear(google);
    await userEvent.type(google, RIGHT_CODE);
    await userEvent.click(within(form).getByRole('button', { name: 'Unlink' }));
    await expect(
      await screen.findByText(
        'Google Authenticator is unlinked. Withdrawals are locked for 24 hours.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(screen.getByRole('main')).toHaveAttribute('data-state', 'unbound'));
    await expect(await securityEntry()).toHaveAccessibleName(/two-factor authentication is off/);
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
  },
};
