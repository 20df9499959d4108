import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  MockHttpError,
  mockRouteFailure,
  mockRouteLoading,
  routeHandler,
  sessionFixture,
  userFixture,
} from '@exchange/api/msw';
import { inArabic } from '../../testing/in-arabic.ts';
import { StoryAppView, type StoryApp } from '../../testing/story-app.tsx';
import { appLoader } from '../../testing/story-loaders.tsx';

const meta = {
  title: 'App/Pages/Login',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <StoryAppView story={loaded.story as StoryApp} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(email: string, password: string) {
  const form = await screen.findByRole('form', { name: 'Log in' });
  if (email) await userEvent.type(within(form).getByLabelText('E-mail'), email);
  if (password) await userEvent.type(within(form).getByLabelText('Password'), password);
  await userEvent.click(within(form).getByRole('button', { name: 'Log in' }));
  return form;
}

export const Empty: Story = {
  tags: ['visual'],
  loaders: [appLoader({ path: '/user/login' })],
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Log in' })).toBeVisible();
    // No header or footer on the sign-in pages (SPEC.md section 2).
    await expect(screen.queryByRole('banner')).toBeNull();
    await expect(screen.queryByRole('contentinfo')).toBeNull();
  },
};

/** Right to left: the sign-in page in Arabic. */
export const Arabic: Story = inArabic(Empty);

export const Invalid: Story = {
  loaders: [appLoader({ path: '/user/login' })],
  play: async () => {
    const form = await fill('not-an-email', '');
    await expect(within(form).getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Enter a valid e-mail address.',
    );
    await expect(within(form).getByLabelText('Password')).toHaveAccessibleDescription(
      'Enter your password.',
    );
  },
};

export const Submitting: Story = {
  loaders: [appLoader({ path: '/user/login', handlers: [mockRouteLoading('login')] })],
  play: async () => {
    const form = await fill('trader@exchange.example', 'secret123');
    await expect(within(form).getByRole('button', { name: 'Log in' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const WrongPassword: Story = {
  loaders: [
    appLoader({
      path: '/user/login',
      handlers: [mockRouteFailure('login', { status: 400, message: 'Wrong e-mail or password' })],
    }),
  ],
  play: async () => {
    const form = await fill('trader@exchange.example', 'wrong123');
    await expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Wrong e-mail or password',
    );
  },
};

/** Success returns to the page the route guard interrupted. */
export const ReturnsToInterruptedPage: Story = {
  loaders: [appLoader({ path: '/assets/overview' })],
  play: async ({ loaded }) => {
    await fill('trader@exchange.example', 'secret123');
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Assets overview' }),
    ).toBeVisible();
    const { app } = loaded.story as StoryApp;
    await expect(app.router.state.location.pathname).toBe('/assets/overview');
  },
};

/** The authenticator's code in the stories below; any other is refused as the server would. */
const GOOGLE_CODE = '135790';

/**
 * POST /login of an account with an authenticator bound (issue 18): without a code the server
 * asks for one (422 on google_code), a wrong one is refused the same way, the right one signs in.
 */
const loginWithAuthenticator = routeHandler('login', ({ body }) => {
  if (body.google_code === undefined)
    throw new MockHttpError(
      422,
      'google_code: Enter the 6-digit code from your authenticator app',
      [{ field: 'google_code', message: 'Enter the 6-digit code from your authenticator app' }],
    );
  if (body.google_code !== GOOGLE_CODE)
    throw new MockHttpError(422, 'google_code: Wrong or expired code', [
      { field: 'google_code', message: 'Wrong or expired code' },
    ]);
  return { ...sessionFixture, user: { ...userFixture, email: body.email, is_google2fa: true } };
});

const secondStep = () => screen.findByRole('form', { name: 'Two-step verification' });

/** The password passed and the account has an authenticator: its code is asked for next. */
export const SecondStep: Story = {
  tags: ['visual'],
  loaders: [appLoader({ path: '/user/login', handlers: [loginWithAuthenticator] })],
  play: async () => {
    await fill('trader@exchange.example', 'secret123');
    const step = await secondStep();
    const code = within(step).getByLabelText('Authenticator code');
    await expect(code).toHaveFocus();
    await expect(step).toHaveTextContent('trader@exchange.example');
    // Asking for the code is not an error: nothing is marked wrong yet.
    await expect(code).not.toHaveAttribute('aria-invalid', 'true');
    await expect(within(step).queryByRole('alert')).toBeNull();
  },
};

/** Back returns to the e-mail and password, still filled in. */
export const SecondStepBack: Story = {
  loaders: [appLoader({ path: '/user/login', handlers: [loginWithAuthenticator] })],
  play: async () => {
    await fill('trader@exchange.example', 'secret123');
    const step = await secondStep();
    await userEvent.click(within(step).getByRole('button', { name: 'Back' }));
    const form = await screen.findByRole('form', { name: 'Log in' });
    await expect(within(form).getByLabelText('E-mail')).toHaveValue('trader@exchange.example');
  },
};

/** A wrong code: the server's word shows under the code and the step stays. */
export const WrongAuthenticatorCode: Story = {
  tags: ['visual'],
  loaders: [appLoader({ path: '/user/login', handlers: [loginWithAuthenticator] })],
  play: async () => {
    await fill('trader@exchange.example', 'secret123');
    const step = await secondStep();
    const code = within(step).getByLabelText('Authenticator code');
    await userEvent.click(within(step).getByRole('button', { name: 'Verify and log in' }));
    await expect(code).toHaveAccessibleDescription(
      'Enter the 6-digit code from your authenticator app.',
    );
    await userEvent.type(code, '111111');
    await userEvent.click(within(step).getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('Wrong or expired code'));
    await expect(code).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The right code signs in and returns to the interrupted page. */
export const SecondStepSignsIn: Story = {
  loaders: [
    appLoader({
      path: '/assets/overview',
      // The signed-in app asks for the user again: the same account, authenticator bound.
      handlers: [
        loginWithAuthenticator,
        routeHandler('getUserInfo', () => ({ ...userFixture, is_google2fa: true })),
      ],
    }),
  ],
  play: async ({ loaded }) => {
    await fill('trader@exchange.example', 'secret123');
    const step = await secondStep();
    await userEvent.type(within(step).getByLabelText('Authenticator code'), GOOGLE_CODE);
    await userEvent.click(within(step).getByRole('button', { name: 'Verify and log in' }));
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Assets overview' }),
    ).toBeVisible();
    const { app } = loaded.story as StoryApp;
    await expect(app.services.auth.getSnapshot().user?.is_google2fa).toBe(true);
  },
};

/** A disabled account (403): login shows the server's message. */
export const DisabledAccount: Story = {
  loaders: [
    appLoader({
      path: '/user/login',
      handlers: [mockRouteFailure('login', { status: 403, message: 'This account is disabled' })],
    }),
  ],
  play: async () => {
    const form = await fill('trader@exchange.example', 'secret123');
    await expect(await within(form).findByRole('alert')).toHaveTextContent(
      'This account is disabled',
    );
  },
};
