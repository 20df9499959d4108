import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  mockRoute,
  mockRouteFailure,
  mockRouteLoading,
  securityOverviewFixture,
  userFixture,
} from '@exchange/api/msw';
import { inArabic } from '../../../../testing/in-arabic.ts';
import { StoryAppView, type StoryApp } from '../../../../testing/story-app.tsx';
import { appLoader } from '../../../../testing/story-loaders.tsx';

const PATH = '/account/security/modify-email';
const authenticatorBound = mockRoute('securityOverview', {
  ...securityOverviewFixture,
  google2fa: true,
  level: 'medium',
});

const meta = {
  title: 'App/Pages/Account/Security/Modify Email',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <StoryAppView story={loaded.story as StoryApp} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const form = () => screen.findByRole('form', { name: 'Change e-mail' });

async function fillAndSubmit(googleCode?: string) {
  const changing = await form();
  await userEvent.type(
    within(changing).getByLabelText('Code sent to your current address'),
    '482913',
  );
  await userEvent.type(within(changing).getByLabelText('New e-mail'), 'new@exchange.example');
  await userEvent.type(within(changing).getByLabelText('Code sent to the new address'), '771204');
  if (googleCode !== undefined)
    await userEvent.type(within(changing).getByLabelText('Authenticator code'), googleCode);
  await userEvent.click(within(changing).getByRole('button', { name: 'Change e-mail' }));
  return changing;
}

export const Loading: Story = {
  loaders: [
    appLoader({ path: PATH, user: userFixture, handlers: [mockRouteLoading('securityOverview')] }),
  ],
  play: async () => {
    await waitFor(() => expect(screen.getByRole('main')).toHaveAttribute('data-state', 'loading'));
  },
};

/** The current address, a code to it, the new address and a code to that. */
export const Filled: Story = {
  tags: ['visual'],
  loaders: [appLoader({ path: PATH, user: userFixture })],
  play: async () => {
    const changing = await form();
    await expect(screen.getByRole('main')).toHaveTextContent(
      'Current address: t***r@exchange.example',
    );
    await expect(within(changing).queryByLabelText('Authenticator code')).toBeNull();
    await expect(changing).toHaveTextContent('withdrawals are locked for 24 hours');
  },
};

export const Arabic: Story = inArabic(Filled);

/** With the authenticator bound its code is asked for too, and sent. */
export const WithAuthenticator: Story = {
  tags: ['visual'],
  loaders: [appLoader({ path: PATH, user: userFixture, handlers: [authenticatorBound] })],
  play: async () => {
    const changing = await form();
    await expect(within(changing).getByLabelText('Authenticator code')).toBeVisible();
  },
};

/** Nothing filled: each field says what it needs. */
export const Invalid: Story = {
  loaders: [appLoader({ path: PATH, user: userFixture, handlers: [authenticatorBound] })],
  play: async () => {
    const changing = await form();
    await userEvent.click(within(changing).getByRole('button', { name: 'Change e-mail' }));
    await expect(
      within(changing).getByLabelText('Code sent to your current address'),
    ).toHaveAccessibleDescription('Enter the 6-digit code from the e-mail.');
    await expect(within(changing).getByLabelText('New e-mail')).toHaveAccessibleDescription(
      'Enter your e-mail address.',
    );
    await expect(
      within(changing).getByLabelText('Code sent to the new address'),
    ).toHaveAccessibleDescription('Enter the 6-digit code from the e-mail.');
    await expect(within(changing).getByLabelText('Authenticator code')).toHaveAccessibleDescription(
      'Enter the 6-digit code from your authenticator app.',
    );
  },
};

/** The server refuses the new address's code: its word shows under that field. */
export const WrongNewCode: Story = {
  loaders: [
    appLoader({
      path: PATH,
      user: userFixture,
      handlers: [
        mockRouteFailure('modifyEmail', {
          status: 422,
          message: 'new_email_code: Wrong or expired code',
          errors: [{ field: 'new_email_code', message: 'Wrong or expired code' }],
        }),
      ],
    }),
  ],
  play: async () => {
    const changing = await fillAndSubmit();
    await waitFor(() =>
      expect(
        within(changing).getByLabelText('Code sent to the new address'),
      ).toHaveAccessibleDescription('Wrong or expired code'),
    );
  },
};

export const Submitting: Story = {
  loaders: [
    appLoader({ path: PATH, user: userFixture, handlers: [mockRouteLoading('modifyEmail')] }),
  ],
  play: async () => {
    await fillAndSubmit();
    await waitFor(() =>
      expect(screen.getByRole('main')).toHaveAttribute('data-state', 'submitting'),
    );
  },
};

/** Changed: the new address, and until when withdrawals are locked. */
export const Done: Story = {
  loaders: [appLoader({ path: PATH, user: userFixture, handlers: [authenticatorBound] })],
  play: async () => {
    await fillAndSubmit('135790');
    const main = screen.getByRole('main');
    await waitFor(() => expect(main).toHaveAttribute('data-state', 'done'));
    await expect(main).toHaveTextContent('Your e-mail is now n***w@exchange.example.');
    await expect(main).toHaveTextContent(/Withdrawals are locked until \d\d\/\d\d\/\d{4}/);
  },
};

/** No address to change: the way to link one instead. */
export const NoEmail: Story = {
  loaders: [
    appLoader({
      path: PATH,
      user: userFixture,
      handlers: [mockRoute('securityOverview', { ...securityOverviewFixture, email: null })],
    }),
  ],
  play: async () => {
    const main = await screen.findByRole('main');
    await waitFor(() => expect(main).toHaveAttribute('data-state', 'unbound'));
    await expect(within(main).getByRole('link', { name: 'Link e-mail' })).toHaveAttribute(
      'href',
      '/account/security/bind-email',
    );
  },
};

export const Failed: Story = {
  loaders: [
    appLoader({
      path: PATH,
      user: userFixture,
      handlers: [mockRouteFailure('securityOverview', { status: 500, message: 'Internal error' })],
    }),
  ],
  play: async () => {
    const main = await screen.findByRole('main');
    await expect(await within(main).findByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
