import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { mockRouteFailure, mockRouteLoading } from '@exchange/api/msw';
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
