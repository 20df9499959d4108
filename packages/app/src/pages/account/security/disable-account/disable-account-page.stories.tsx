import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  mockRoute,
  mockRouteFailure,
  mockRouteLoading,
  routeHandler,
  userFixture,
} from '@exchange/api/msw';
import { inArabic } from '../../../../testing/in-arabic.ts';
import { StoryAppView, type StoryApp } from '../../../../testing/story-app.tsx';
import { appLoader } from '../../../../testing/story-loaders.tsx';

const PATH = '/account/security/disable-account';
const withAuthenticator = { ...userFixture, is_google2fa: true };

const meta = {
  title: 'App/Pages/Account/Security/Disable Account',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <StoryAppView story={loaded.story as StoryApp} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const UNDERSTOOD = 'I understand that I cannot log in again after disabling my account.';

async function openForm() {
  await userEvent.click(await screen.findByRole('checkbox', { name: UNDERSTOOD }));
  return screen.findByRole('form', { name: 'Disable account' });
}

async function fillAndSubmit(form: HTMLElement, googleCode?: string) {
  await userEvent.type(within(form).getByLabelText('Password'), 'secret123');
  await userEvent.type(within(form).getByLabelText('E-mail code'), '482913');
  if (googleCode !== undefined)
    await userEvent.type(within(form).getByLabelText('Authenticator code'), googleCode);
  await userEvent.click(within(form).getByRole('button', { name: 'Disable my account' }));
}

/** What happens comes first; the form shows only once the reader says they understand. */
export const Explained: Story = {
  tags: ['visual'],
  loaders: [appLoader({ path: PATH, user: userFixture })],
  play: async () => {
    const main = await screen.findByRole('main');
    await expect(main).toHaveTextContent('Your open orders are cancelled.');
    await expect(main).toHaveTextContent('Your funds stay in your account');
    await expect(main).toHaveAttribute('data-state', 'explain');
    await expect(screen.queryByRole('form', { name: 'Disable account' })).toBeNull();
  },
};

export const Arabic: Story = inArabic(Explained);

/** Ticked: password and e-mail code; no authenticator field while none is bound. */
export const Form: Story = {
  tags: ['visual'],
  loaders: [appLoader({ path: PATH, user: userFixture })],
  play: async () => {
    const form = await openForm();
    await expect(within(form).getByLabelText('Password')).toBeVisible();
    await expect(within(form).getByLabelText('E-mail code')).toBeVisible();
    await expect(within(form).queryByLabelText('Authenticator code')).toBeNull();
  },
};

/** With an authenticator bound its code is asked for too. */
export const WithAuthenticator: Story = {
  tags: ['visual'],
  loaders: [
    appLoader({
      path: PATH,
      user: withAuthenticator,
      handlers: [mockRoute('getUserInfo', withAuthenticator)],
    }),
  ],
  play: async () => {
    const form = await openForm();
    await expect(within(form).getByLabelText('Authenticator code')).toBeVisible();
  },
};

/** Nothing filled: each field says what it needs and nothing is sent. */
export const Invalid: Story = {
  loaders: [
    appLoader({
      path: PATH,
      user: withAuthenticator,
      handlers: [mockRoute('getUserInfo', withAuthenticator)],
    }),
  ],
  play: async () => {
    const form = await openForm();
    await userEvent.click(within(form).getByRole('button', { name: 'Disable my account' }));
    await expect(within(form).getByLabelText('Password')).toHaveAccessibleDescription(
      'Enter your password.',
    );
    await expect(within(form).getByLabelText('E-mail code')).toHaveAccessibleDescription(
      'Enter the 6-digit code from the e-mail.',
    );
    await expect(within(form).getByLabelText('Authenticator code')).toHaveAccessibleDescription(
      'Enter the 6-digit code from your authenticator app.',
    );
  },
};

/** The server refuses the password (422 naming it): the message shows under it. */
export const WrongPassword: Story = {
  loaders: [
    appLoader({
      path: PATH,
      user: userFixture,
      handlers: [
        mockRouteFailure('disableAccount', {
          status: 422,
          message: 'password: Wrong password',
          errors: [{ field: 'password', message: 'Wrong password' }],
        }),
      ],
    }),
  ],
  play: async () => {
    const form = await openForm();
    await fillAndSubmit(form);
    await waitFor(() =>
      expect(within(form).getByLabelText('Password')).toHaveAccessibleDescription('Wrong password'),
    );
  },
};

export const Submitting: Story = {
  loaders: [
    appLoader({ path: PATH, user: userFixture, handlers: [mockRouteLoading('disableAccount')] }),
  ],
  play: async () => {
    const form = await openForm();
    await fillAndSubmit(form);
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: /Disable my account/ })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'submitting');
  },
};

/** Disabled: this device is signed out and lands on the login page. */
export const Disabled: Story = {
  loaders: [
    appLoader({
      path: PATH,
      user: withAuthenticator,
      handlers: [
        mockRoute('getUserInfo', withAuthenticator),
        routeHandler('disableAccount', () => null),
      ],
    }),
  ],
  play: async ({ loaded }) => {
    const form = await openForm();
    await fillAndSubmit(form, '135790');
    await expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    const { app } = loaded.story as StoryApp;
    await expect(app.services.auth.getSnapshot().token).toBeNull();
  },
};
