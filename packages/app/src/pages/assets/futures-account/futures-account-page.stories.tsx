import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  contractAccountFixture,
  mockRoute,
  mockRouteFailure,
  mockRouteLoading,
  userFixture,
} from '@exchange/api/msw';
import { StoryAppView, type StoryApp } from '../../../testing/story-app.tsx';
import { appLoader } from '../../../testing/story-loaders.tsx';
import { inArabic } from '../../../testing/in-arabic.ts';
import { storyWallet } from '../shared/assets-story-kit.ts';
import { shellSettled } from '../shared/story-settle.ts';

const PATH = '/assets/futures-account';

const meta = {
  title: 'App/Pages/Assets/Futures account',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <StoryAppView story={loaded.story as StoryApp} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value shown for a figure, found by its term. */
const figure = async (name: string) => {
  const term = await screen.findByText(name, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
};

export const Loading: Story = {
  tags: ['visual'],
  loaders: [
    appLoader({ path: PATH, user: userFixture, handlers: [mockRouteLoading('contractAccount')] }),
  ],
  play: async () => {
    await expect(await screen.findByText('Loading the futures account…')).toBeVisible();
    await shellSettled();
  },
};

/** A new account: every figure is an honest zero and the page says why. */
export const Empty: Story = {
  tags: ['visual'],
  loaders: [
    appLoader({
      path: PATH,
      user: userFixture,
      handlers: [
        mockRoute('contractAccount', {
          ...contractAccountFixture,
          balance: '0',
          freeze: '0',
          position_margin: '0',
          unrealized_pnl: '0',
          equity: '0',
          margin_ratio: '0',
          list: [],
        }),
        mockRoute('contractPositions', []),
      ],
    }),
  ],
  play: async () => {
    await expect(await figure('Equity')).toHaveTextContent('0.00 USDT');
    await expect(screen.getByText(/You hold no futures positions/)).toBeVisible();
    await expect(await screen.findByText('No open positions')).toBeVisible();
  },
};

export const Filled: Story = {
  tags: ['visual'],
  loaders: [appLoader({ path: PATH, user: userFixture })],
  play: async () => {
    await expect(await figure('Available')).toHaveTextContent('2,400.00 USDT');
    await expect(await figure('Order margin')).toHaveTextContent('100.00 USDT');
    // The positions' margins and PnL (the ETH short's gain outweighs the BTC long's loss).
    await expect(await figure('Position margin')).toHaveTextContent('803.91 USDT');
    await expect(await figure('Unrealised PnL')).toHaveTextContent('+17.86 USDT');
    await expect(await figure('Equity')).toHaveTextContent('3,321.77 USDT');
    // The cross account's ratio, as its one cross position shows it.
    await expect(await figure('Margin ratio')).toHaveTextContent('1.34%');
    await expect(screen.getByRole('main')).toHaveTextContent('3,303.91 USDT');
    await expect(screen.queryByText(/You hold no futures positions/)).toBeNull();
    // The positions behind the figures: side, leverage and mode, liquidation price, PnL and ROE.
    const positions = await screen.findByRole('table', { name: 'Open positions' });
    await waitFor(() => expect(within(positions).getAllByRole('row')).toHaveLength(3));
    const long = within(positions).getByText('Long');
    await expect(long).toHaveAttribute('data-side', 'long');
    const row = long.closest('tr');
    if (!row) throw new Error('The long position has no row');
    await expect(row).toHaveTextContent('20× Cross');
    await expect(row).toHaveTextContent('45,075.30');
    await expect(row).toHaveTextContent('1.34%');
    // A loss carries a real minus sign.
    await expect(within(row).getByText('\u221213.14 USDT (\u22122.73%)')).toHaveAttribute(
      'data-direction',
      'down',
    );
    await expect(screen.getByRole('link', { name: 'Trade futures' })).toHaveAttribute(
      'href',
      '/contract-trade',
    );
  },
};

export const PositionsLoading: Story = {
  loaders: [
    appLoader({ path: PATH, user: userFixture, handlers: [mockRouteLoading('contractPositions')] }),
  ],
  play: async () => {
    await expect(await screen.findByRole('table', { name: 'Open positions' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The positions failing leaves the account's figures on screen, with a Retry of their own. */
export const PositionsFailed: Story = {
  tags: ['visual'],
  loaders: [
    appLoader({
      path: PATH,
      user: userFixture,
      handlers: [mockRouteFailure('contractPositions', { status: 503 })],
    }),
  ],
  play: async () => {
    await expect(await figure('Equity')).toHaveTextContent('3,321.77 USDT');
    const main = await screen.findByRole('main');
    const retry = await within(main).findByRole('button', { name: 'Retry' });
    await expect(retry.closest('[role="alert"]')).toHaveTextContent(
      'The exchange had a problem (error 503).',
    );
    await shellSettled();
  },
};

export const Failed: Story = {
  tags: ['visual'],
  loaders: [
    appLoader({
      path: PATH,
      user: userFixture,
      handlers: [mockRouteFailure('contractAccount', { status: 503 })],
    }),
  ],
  play: async () => {
    const main = await screen.findByRole('main');
    const retry = await within(main).findByRole('button', { name: 'Retry' });
    await expect(retry.closest('[role="alert"]')).toHaveTextContent(
      'The exchange had a problem (error 503).',
    );
    await shellSettled();
  },
};

/** Transfer in opens the dialog preset spot → futures; the figures follow the transfer. */
export const TransferIn: Story = {
  loaders: [
    async (context) => {
      const world = storyWallet();
      return appLoader({ path: PATH, user: userFixture, handlers: world.handlers })(context);
    },
  ],
  play: async () => {
    await expect(await figure('Available')).toHaveTextContent('2,400.00 USDT');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer' });
    await expect(within(dialog).getByRole('combobox', { name: 'From' })).toHaveTextContent('Spot');
    await expect(within(dialog).getByRole('combobox', { name: 'To' })).toHaveTextContent('Futures');
    await expect(within(dialog).getByRole('combobox', { name: 'Coin' })).toHaveTextContent('USDT');
    await userEvent.type(within(dialog).getByLabelText('Amount'), '100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(async () => expect(await figure('Available')).toHaveTextContent('2,500.00 USDT'));
  },
};

/** Transfer out starts from futures; the swap button turns it around. */
export const TransferOutAndSwap: Story = {
  loaders: [appLoader({ path: PATH, user: userFixture })],
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Transfer out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer' });
    await expect(within(dialog).getByRole('combobox', { name: 'From' })).toHaveTextContent(
      'Futures',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Swap accounts' }));
    await expect(within(dialog).getByRole('combobox', { name: 'From' })).toHaveTextContent('Spot');
    await expect(within(dialog).getByRole('combobox', { name: 'To' })).toHaveTextContent('Futures');
  },
};

/** Right to left: the figures in Arabic, a loss's minus sign still before its digits. */
export const Arabic: Story = inArabic(Filled, async () => {
  await expect(await figure('المتاح')).toHaveTextContent('2,400.00 USDT');
  await expect(await figure('الربح والخسارة غير المحققة')).toHaveTextContent('+17.86 USDT');
  await expect(await screen.findByText('\u221213.14 USDT (\u22122.73%)')).toBeVisible();
});
