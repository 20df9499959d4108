import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { GoogleReset, SecurityOverview } from '@exchange/api';
import {
  FIXTURE_NOW,
  mockRoute,
  mockRouteFailure,
  routeHandler,
  securityOverviewFixture,
  userFixture,
} from '@exchange/api/msw';
import { inArabic } from '../../../../testing/in-arabic.ts';
import { StoryAppView, type StoryApp } from '../../../../testing/story-app.tsx';
import { appLoader } from '../../../../testing/story-loaders.tsx';
import { sendCodeOnRealClock } from '../shared/security-story-kit.ts';

const PATH = '/account/security/reset';
const HOUR = 3_600_000;

const meta = {
  title: 'App/Pages/Account/Security/Reset',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <StoryAppView story={loaded.story as StoryApp} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const request = (status: GoogleReset['status']): GoogleReset => ({
  id: 5,
  status,
  reason: 'Lost the phone with the authenticator on a trip',
  review_note: status === 'rejected' ? 'The account was used from the usual phone today.' : null,
  created_at: FIXTURE_NOW - 2 * HOUR,
  reviewed_at: status === 'pending' ? null : FIXTURE_NOW - HOUR,
});

const bound: SecurityOverview = { ...securityOverviewFixture, google2fa: true, level: 'medium' };

/**
 * The page over an overview that answers what the last reset request made of it. The state is
 * made afresh each time the story loads: the visual run loads a story twice (dark, light), and a
 * request sent in the first must not open the second on its answer.
 */
function page(initial: SecurityOverview) {
  return (context: Parameters<ReturnType<typeof appLoader>>[0]) => freshPage(initial)(context);
}

function freshPage(initial: SecurityOverview) {
  let overview = initial;
  const user = { ...userFixture, is_google2fa: initial.google2fa };
  return appLoader({
    path: PATH,
    user,
    handlers: [
      mockRoute('getUserInfo', user),
      routeHandler('securityOverview', () => overview),
      sendCodeOnRealClock(),
      routeHandler('resetGoogle', ({ body }) => {
        const reset: GoogleReset = {
          ...request(body.recovery_code === undefined ? 'pending' : 'approved'),
          reason: body.reason,
        };
        overview = {
          ...overview,
          google2fa: reset.status === 'approved' ? false : overview.google2fa,
          google_reset: reset,
        };
        return reset;
      }),
    ],
  });
}

const form = () => screen.findByRole('form', { name: 'Reset request' });

/** Authenticator linked, no request yet: the form. */
export const Form: Story = {
  tags: ['visual'],
  loaders: [page(bound)],
  play: async () => {
    const reset = await form();
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'form');
    await userEvent.type(within(reset).getByLabelText('Why do you need a reset?'), 'Lost it');
    await expect(
      within(reset).getByLabelText('Why do you need a reset?'),
    ).toHaveAccessibleDescription('7 of 500 characters, at least 10');
  },
};

export const Arabic: Story = inArabic(Form);

/** Nothing filled, then a short reason and a malformed recovery code: each field says why. */
export const FieldErrors: Story = {
  loaders: [page(bound)],
  play: async () => {
    const reset = await form();
    await userEvent.click(within(reset).getByRole('button', { name: 'Send request' }));
    await expect(within(reset).getByLabelText('E-mail code')).toHaveAccessibleDescription(
      'Enter the code we sent you.',
    );
    const reason = within(reset).getByLabelText('Why do you need a reset?');
    await expect(reason).toHaveAccessibleDescription('Write 10 to 500 characters.');
    await userEvent.type(within(reset).getByLabelText('Recovery code (optional)'), 'ABC');
    await expect(
      within(reset).getByLabelText('Recovery code (optional)'),
    ).toHaveAccessibleDescription('A recovery code has 10 letters or digits.');
  },
};

/** Sending the request: it waits for review and the form goes. */
export const Pending: Story = {
  tags: ['visual'],
  loaders: [page(bound)],
  play: async () => {
    const reset = await form();
    await userEvent.click(within(reset).getByRole('button', { name: 'Send code' }));
    await expect(
      await within(reset).findByRole('button', { name: /Resend in \d+ s/ }),
    ).toBeDisabled();
    await userEvent.type(within(reset).getByLabelText('E-mail code'), '482913');
    await userEvent.type(
      within(reset).getByLabelText('Why do you need a reset?'),
      'My phone was stolen with the app on it',
    );
    await userEvent.click(within(reset).getByRole('button', { name: 'Send request' }));
    const state = await screen.findByRole('region', { name: 'Your reset request' });
    await expect(state).toHaveAttribute('data-state', 'pending');
    await expect(state).toHaveTextContent('Under review');
    await expect(state).toHaveTextContent('My phone was stolen with the app on it');
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Reset request' })).toBeNull());
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'pending');
  },
};

/** Refused with the reviewer's note; a new request can be sent. */
export const Rejected: Story = {
  tags: ['visual'],
  loaders: [page({ ...bound, google_reset: request('rejected') })],
  play: async () => {
    const state = await screen.findByRole('region', { name: 'Your reset request' });
    await expect(state).toHaveAttribute('data-state', 'rejected');
    await expect(state).toHaveTextContent('The account was used from the usual phone today.');
    await expect(await form()).toBeVisible();
  },
};

/** Approved: the authenticator is gone; the page says so and offers to link a new one. */
export const Approved: Story = {
  tags: ['visual'],
  loaders: [
    page({
      ...securityOverviewFixture,
      google_reset: request('approved'),
      withdraw_locked_until: FIXTURE_NOW + 23 * HOUR,
      withdraw_lock_reason: 'google_reset',
    }),
  ],
  play: async () => {
    const state = await screen.findByRole('region', { name: 'Your reset request' });
    await expect(state).toHaveAttribute('data-state', 'approved');
    await expect(state).toHaveTextContent('Approved');
    await expect(screen.queryByRole('form', { name: 'Reset request' })).toBeNull();
  },
};

/** An unused recovery code approves the request at once. */
export const WithRecoveryCode: Story = {
  loaders: [page(bound)],
  play: async () => {
    const reset = await form();
    await userEvent.type(within(reset).getByLabelText('E-mail code'), '482913');
    await userEvent.type(
      within(reset).getByLabelText('Why do you need a reset?'),
      'Phone reset to factory settings',
    );
    await userEvent.type(within(reset).getByLabelText('Recovery code (optional)'), 'K7QM2-XW9PA');
    await userEvent.click(within(reset).getByRole('button', { name: 'Send request' }));
    const state = await screen.findByRole('region', { name: 'Your reset request' });
    await expect(state).toHaveAttribute('data-state', 'approved');
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
