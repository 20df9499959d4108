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

const PATH = '/account/security/modify-password';
const CURRENT = 'Trader2024';

const meta = {
  title: 'App/Pages/Account/Security/Modify Password',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <StoryAppView story={loaded.story as StoryApp} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const bound: SecurityOverview = { ...securityOverviewFixture, google2fa: true, level: 'medium' };

/** The page; the server takes CURRENT as the current password and 482913 as the e-mail code. */
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
      routeHandler('modifyPassword', ({ body }) => {
        if (body.password !== CURRENT)
          throw new MockHttpError(422, 'Validation failed', [
            { field: 'password', message: 'The current password is wrong' },
          ]);
        return {
          ...overview,
          password_updated_at: FIXTURE_NOW,
          withdraw_locked_until: FIXTURE_NOW + 86_400_000,
          withdraw_lock_reason: 'password_changed',
        };
      }),
    ],
  });
}

const form = () => screen.findByRole('form', { name: 'Change password' });

async function fill(target: HTMLElement, current: string) {
  await userEvent.type(within(target).getByLabelText('Current password'), current);
  await userEvent.type(within(target).getByLabelText('New password'), 'NewSecret99');
  await userEvent.type(within(target).getByLabelText('Confirm new password'), 'NewSecret99');
  await userEvent.type(within(target).getByLabelText('E-mail code'), '482913');
}

export const Form: Story = {
  tags: ['visual'],
  loaders: [page(securityOverviewFixture)],
  play: async () => {
    const change = await form();
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'form');
    // No authenticator linked: no field for it.
    await expect(within(change).queryByLabelText('Authenticator code')).toBeNull();
  },
};

export const Arabic: Story = inArabic(Form);

/** The rules tick as the new password is typed; a confirmation that cannot match says so at once. */
export const Typing: Story = {
  loaders: [page(securityOverviewFixture)],
  play: async () => {
    const change = await form();
    const rules = within(change).getByRole('list', { name: 'Password rules' });
    await userEvent.type(within(change).getByLabelText('New password'), 'abc');
    await expect(
      within(rules)
        .getAllByRole('listitem')
        .map((rule) => rule.dataset.state),
    ).toEqual(['unmet', 'met', 'unmet']);
    await userEvent.type(within(change).getByLabelText('New password'), 'defgh1');
    await expect(
      within(rules)
        .getAllByRole('listitem')
        .map((rule) => rule.dataset.state),
    ).toEqual(['met', 'met', 'met']);
    const confirm = within(change).getByLabelText('Confirm new password');
    await userEvent.type(confirm, 'abcd');
    await expect(confirm).not.toHaveAttribute('aria-invalid');
    await userEvent.type(confirm, 'x');
    await expect(confirm).toHaveAccessibleDescription('The passwords do not match.');
  },
};

/** Nothing filled, then a wrong current password refused by the server at its field. */
export const FieldErrors: Story = {
  tags: ['visual'],
  loaders: [page(bound)],
  play: async () => {
    const change = await form();
    await userEvent.click(within(change).getByRole('button', { name: 'Change password' }));
    await expect(within(change).getByLabelText('Current password')).toHaveAccessibleDescription(
      'Enter your password.',
    );
    await expect(within(change).getByLabelText('E-mail code')).toHaveAccessibleDescription(
      'Enter the code we sent you.',
    );
    await expect(within(change).getByLabelText('Authenticator code')).toHaveAccessibleDescription(
      'Enter the 6-digit code from your authenticator app.',
    );
    await fill(change, 'WrongPass1');
    await userEvent.type(within(change).getByLabelText('Authenticator code'), '287082');
    await userEvent.click(within(change).getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(within(change).getByLabelText('Current password')).toHaveAccessibleDescription(
        'The current password is wrong',
      ),
    );
  },
};

export const Submitting: Story = {
  loaders: [page(securityOverviewFixture, [mockRouteLoading('modifyPassword')])],
  play: async () => {
    const change = await form();
    await fill(change, CURRENT);
    await userEvent.click(within(change).getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(within(change).getByRole('button', { name: 'Change password' })).toHaveAttribute(
        'data-state',
        'loading',
      ),
    );
  },
};

/** Changed: the other devices are signed out and withdrawals are locked for 24 hours. */
export const Done: Story = {
  tags: ['visual'],
  loaders: [page(securityOverviewFixture)],
  play: async () => {
    const change = await form();
    await userEvent.click(within(change).getByRole('button', { name: 'Send code' }));
    await expect(
      await within(change).findByRole('button', { name: /Resend in \d+ s/ }),
    ).toBeDisabled();
    await fill(change, CURRENT);
    await userEvent.click(within(change).getByRole('button', { name: 'Change password' }));
    const done = await screen.findByRole('status', { name: 'Your password was changed' });
    await expect(done).toHaveTextContent('Your other devices were signed out.');
    await expect(done).toHaveTextContent(/Withdrawals are locked for 24 hours, until .+\./);
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'done');
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
