import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  MockHttpError,
  mockRoute,
  mockRouteFailure,
  mockRouteLoading,
  recoveryCodesFixture,
  routeHandler,
  securityOverviewFixture,
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

/** An unused recovery code of the account in the stories below; any other is refused. */
const RECOVERY_CODE = recoveryCodesFixture[0] ?? 'K7QM2-XPD4H';
const canonical = (code: string) => code.trim().toUpperCase().replace('-', '');

/**
 * POST /login of an account with an authenticator bound (issue 18): without a code the server
 * asks for one (422 on google_code), a wrong one is refused the same way, the right one signs in.
 * A recovery code instead of the app's code signs in when it is the unused one (any case, the
 * dash optional), else 422 on recovery_code.
 */
const loginWithAuthenticator = routeHandler('login', ({ body }) => {
  if (body.google_code === undefined && body.recovery_code !== undefined) {
    if (canonical(body.recovery_code) !== canonical(RECOVERY_CODE))
      throw new MockHttpError(422, 'recovery_code: This recovery code is wrong or has been used', [
        { field: 'recovery_code', message: 'This recovery code is wrong or has been used' },
      ]);
    return { ...sessionFixture, user: { ...userFixture, email: body.email, is_google2fa: true } };
  }
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
    // Focus moves in an effect after the step appears.
    await waitFor(() => expect(code).toHaveFocus());
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

/** Open the second step, then switch it to a recovery code. */
async function recoveryStep() {
  await fill('trader@exchange.example', 'secret123');
  const step = await secondStep();
  await userEvent.click(
    screen.getByRole('button', { name: 'Lost your authenticator? Use a recovery code' }),
  );
  await expect(step).not.toBeInTheDocument();
  return screen.findByRole('form', { name: 'Recovery code' });
}

/** The authenticator is lost: the second step takes one of the recovery codes instead. */
export const RecoveryCodeStep: Story = {
  tags: ['visual'],
  loaders: [appLoader({ path: '/user/login', handlers: [loginWithAuthenticator] })],
  play: async () => {
    const step = await recoveryStep();
    const code = within(step).getByLabelText('Recovery code');
    await expect(code).toHaveFocus();
    await expect(step).toHaveTextContent('trader@exchange.example');
    await expect(code).not.toHaveAttribute('aria-invalid', 'true');
    // The format is checked as soon as the field is left, and the mark goes once it is right.
    await userEvent.type(code, 'K7QM2');
    await userEvent.tab();
    await expect(code).toHaveAccessibleDescription(
      'Enter a recovery code such as K7QM2-XW9PA: 10 letters and digits.',
    );
    await userEvent.type(code, '-XPD4H');
    await expect(code).not.toHaveAttribute('aria-invalid', 'true');
    // Back to the authenticator's code, and from there to the e-mail and password.
    await userEvent.click(
      screen.getByRole('button', { name: 'Use the code from your authenticator app instead' }),
    );
    await expect(
      within(await secondStep()).getByLabelText('Authenticator code'),
    ).toBeInTheDocument();
  },
};

/** A wrong or used recovery code: the server's word shows under the code and the step stays. */
export const WrongRecoveryCode: Story = {
  tags: ['visual'],
  loaders: [appLoader({ path: '/user/login', handlers: [loginWithAuthenticator] })],
  play: async () => {
    const step = await recoveryStep();
    const code = within(step).getByLabelText('Recovery code');
    await userEvent.click(within(step).getByRole('button', { name: 'Log in with the code' }));
    await expect(code).toHaveAccessibleDescription(
      'Enter a recovery code such as K7QM2-XW9PA: 10 letters and digits.',
    );
    await userEvent.type(code, 'AAAAA-AAAAA');
    await userEvent.click(within(step).getByRole('button', { name: 'Log in with the code' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription('This recovery code is wrong or has been used'),
    );
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    // A loading button is disabled and drops focus, but only if the answer came after the
    // loading state rendered: end without focus so the picture is the same every run.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * The right recovery code signs in and lands on the authenticator's reset, not the interrupted
 * page, with a notice to reset it now.
 */
export const RecoveryCodeSignsIn: Story = {
  loaders: [
    appLoader({
      path: '/assets/overview',
      handlers: [
        loginWithAuthenticator,
        mockRoute('securityOverview', { ...securityOverviewFixture, google2fa: true }),
      ],
    }),
  ],
  play: async ({ loaded }) => {
    const step = await recoveryStep();
    await userEvent.type(within(step).getByLabelText('Recovery code'), 'k7qm2xpd4h');
    await userEvent.click(within(step).getByRole('button', { name: 'Log in with the code' }));
    const notice = await screen.findByText(/You signed in with a recovery code/);
    await expect(notice).toBeVisible();
    await expect(notice).toHaveTextContent('Reset your authenticator now');
    const { app } = loaded.story as StoryApp;
    await expect(app.router.state.location.pathname).toBe('/account/security/reset');
    // Signed in, there and not on the interrupted page.
    await expect(app.services.auth.getSnapshot().user).not.toBeNull();
  },
};
