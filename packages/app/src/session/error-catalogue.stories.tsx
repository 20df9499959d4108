import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { mockRouteFailure, userFixture } from '@exchange/api/msw';
import { StoryAppView, type StoryApp } from '../testing/story-app.tsx';
import { appLoader } from '../testing/story-loaders.tsx';

/** The API client's error catalogue as the app wires it (SPEC.md section 8). */
const meta = {
  title: 'App/Session/ErrorCatalogue',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <StoryAppView story={loaded.story as StoryApp} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** HTTP 401: toast, log out (token and user cleared), on to /user/login. */
export const LoginExpired: Story = {
  loaders: [
    appLoader({
      path: '/market',
      user: userFixture,
      handlers: [mockRouteFailure('getUserInfo', { status: 401, message: 'Login expired' })],
    }),
  ],
  play: async ({ loaded }) => {
    await expect(await screen.findByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(await screen.findByText('Login expired')).toBeInTheDocument();
    const { app } = loaded.story as StoryApp;
    await expect(app.services.auth.getSnapshot()).toEqual({ token: null, user: null });
  },
};

/** Envelope code 4001: toast, clear token and user, go home. */
export const SessionInvalid: Story = {
  loaders: [
    appLoader({
      path: '/market',
      user: userFixture,
      handlers: [
        mockRouteFailure('getUserInfo', {
          status: 200,
          code: 4001,
          message: 'Signed in elsewhere',
        }),
      ],
    }),
  ],
  play: async ({ loaded }) => {
    await expect(await screen.findByText('Signed in elsewhere')).toBeInTheDocument();
    await expect(
      await screen.findByRole('heading', { name: 'Trade crypto with confidence' }),
    ).toBeVisible();
    const { app } = loaded.story as StoryApp;
    await expect(app.services.auth.getSnapshot()).toEqual({ token: null, user: null });
    await expect(app.router.state.location.pathname).toBe('/');
  },
};
