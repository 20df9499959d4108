import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { mockRouteLoading, userFixture } from '@exchange/api/msw';
import { StoryAppView, type StoryApp } from '../testing/story-app.tsx';
import { appLoader } from '../testing/story-loaders.tsx';

const meta = {
  title: 'App/Shell/Footer',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <StoryAppView story={loaded.story as StoryApp} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every page but the trade pages: the network status bar and Help. */
export const NetworkBarVariant: Story = {
  loaders: [appLoader({ path: '/' })],
  play: async () => {
    const footer = await screen.findByRole('contentinfo');
    const status = within(footer).getByRole('status');
    await expect(status).toHaveTextContent('Network');
    // The first probe answers after the fake socket opens: connecting, then stable.
    await expect(await within(footer).findByText('42 ms')).toBeVisible();
    await expect(status).toHaveTextContent('Network: Stable');
    await expect(within(footer).getByRole('link', { name: 'Help' })).toHaveAttribute(
      'href',
      '/article/list',
    );
  },
};

/**
 * Trade pages: contact, the five columns and the copyright. Signed in (a token) while the user
 * info is still loading, so there is no user id yet.
 */
export const TradeVariant: Story = {
  tags: ['visual'],
  loaders: [
    appLoader({
      // A trade route whose page waits for the user info (held loading here): the footer's trade
      // variant is what this baseline is about, not a live chart whose canvas would make the
      // picture depend on when the data arrived.
      path: '/option-trade',
      storage: { token: 'story-token-0123456789' },
      handlers: [mockRouteLoading('getUserInfo')],
    }),
  ],
  play: async () => {
    const footer = await screen.findByRole('contentinfo');
    await expect(
      await within(footer).findByRole('link', { name: 'support@exchange.example' }),
    ).toHaveAttribute('href', 'mailto:support@exchange.example');
    for (const heading of ['Company', 'Law', 'Service', 'Support', 'Partner']) {
      await expect(within(footer).getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(within(footer).getByRole('link', { name: 'MSB licence' })).toHaveAttribute(
      'href',
      '/article/detail?article_id=8',
    );
    // Without a user id the customer-service link goes to /user/login (SPEC.md section 2).
    await expect(within(footer).getByRole('link', { name: 'Customer service' })).toHaveAttribute(
      'href',
      '/user/login',
    );
    await expect(within(footer).getByText('© 2025 Exchange. All rights reserved.')).toBeVisible();
  },
};

export const TradeVariantSignedIn: Story = {
  loaders: [appLoader({ path: '/contract-trade', user: userFixture })],
  play: async () => {
    const footer = await screen.findByRole('contentinfo');
    await expect(
      await within(footer).findByRole('link', { name: 'Customer service' }),
    ).toHaveAttribute(
      'href',
      `https://support.exchange.example/chat?uid=${String(userFixture.id)}`,
    );
  },
};
