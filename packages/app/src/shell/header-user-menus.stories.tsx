import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { assetFixture, mockRouteLoading, routeHandler, userFixture } from '@exchange/api/msw';
import type { ServerMessage } from '@exchange/api/socket';
import type { SocketFactory } from '@exchange/machines';
import { storyWallet } from '../pages/assets/shared/assets-story-kit.ts';
import { StoryAppView, type StoryApp } from '../testing/story-app.tsx';
import { appLoader } from '../testing/story-loaders.tsx';

/** The header's wallet menu (SPEC.md section 2) inside the whole app. */
const meta = {
  title: 'App/Shell/Wallet menu',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <StoryAppView story={loaded.story as StoryApp} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const openMenu = async () => {
  const banner = await screen.findByRole('banner');
  await userEvent.click(within(banner).getByRole('button', { name: 'Wallet' }));
  return screen.findByRole('dialog', { name: 'Wallet' });
};

export const TotalsLoading: Story = {
  loaders: [appLoader({ path: '/', user: userFixture, handlers: [mockRouteLoading('getAsset')] })],
  play: async () => {
    const panel = await openMenu();
    await expect(panel).toHaveTextContent('— USDC');
  },
};

/** Every entry of the menu leads to its page, and choosing one closes the menu. */
export const EveryLink: Story = {
  loaders: [appLoader({ path: '/', user: userFixture })],
  play: async ({ loaded }) => {
    const panel = await openMenu();
    await expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/assets/recharge',
      '/assets/withdraw',
      '/assets/futures-account',
      '/assets/spot-account',
      '/order/futures',
      '/order/spot',
      '/order/option',
      '/order/finance',
      '/order/subscribe',
      '/assets/capital-flow',
    ]);
    await userEvent.click(within(panel).getByRole('link', { name: 'Spot account' }));
    const { app } = loaded.story as StoryApp;
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/assets/spot-account'));
    await expect(screen.queryByRole('dialog', { name: 'Wallet' })).toBeNull();
    await expect(await screen.findByRole('heading', { name: 'Spot account' })).toBeVisible();
  },
};

/**
 * A balance event on the user's socket channel refetches the totals: the menu follows a deposit
 * credited, a fill or a transfer made elsewhere without a reload.
 */
export const LiveTotals: Story = {
  loaders: [
    async (context) => {
      let calls = 0;
      const assets = routeHandler('getAsset', () => {
        calls += 1;
        return calls === 1
          ? assetFixture
          : { total_assets_usdt: '26318.44', total_assets_btc: '0.41114' };
      });
      const { story } = await appLoader({ path: '/', user: userFixture, handlers: [assets] })(
        context,
      );
      // A socket the play function pushes frames into once the menu shows the first totals.
      let push: (raw: string) => void = () => undefined;
      const createSocket: SocketFactory = (on) => {
        queueMicrotask(() => {
          on.open();
        });
        push = (raw) => {
          on.message(raw);
        };
        return { send: () => undefined, close: () => undefined };
      };
      return {
        story: { ...story, live: { ...story.live, createSocket } },
        push: (frame: ServerMessage) => {
          push(JSON.stringify(frame));
        },
      };
    },
  ],
  play: async ({ loaded }) => {
    const panel = await openMenu();
    await expect(await within(panel).findByText('25,318.44 USDC')).toBeInTheDocument();
    const push = loaded.push as (frame: ServerMessage) => void;
    // What the server sends the user's channel when a deposit of 1,000 USDT is credited.
    push({
      cmd: 'bindUid',
      data: {
        event: 'balance',
        wallet: 'spot',
        balance: {
          coin_id: 1,
          coin_name: 'USDT',
          balance: '9250.5',
          freeze: '1000',
          freeze_orders: '0',
          freeze_withdrawals: '1000',
          total_balance: '10250.5',
          usdt_equivalence: '10250.5',
        },
      },
    });
    await expect(await within(panel).findByText('26,318.44 USDC')).toBeInTheDocument();
  },
};

/** Transfer opens the dialog from the menu; the menu closes so the dialog has the focus. */
export const TransferFromMenu: Story = {
  loaders: [
    async (context) => {
      const world = storyWallet();
      return appLoader({ path: '/', user: userFixture, handlers: world.handlers })(context);
    },
  ],
  play: async () => {
    const panel = await openMenu();
    await userEvent.click(within(panel).getByRole('button', { name: 'Transfer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer' });
    await expect(screen.queryByRole('dialog', { name: 'Wallet' })).toBeNull();
    await waitFor(() => expect(dialog).toHaveTextContent('Available to transfer 8,250.5 USDT'));
    await userEvent.type(within(dialog).getByLabelText('Amount'), '50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(
      await screen.findByText('Transferred 50 USDT from Spot to Futures.'),
    ).toBeInTheDocument();
  },
};
