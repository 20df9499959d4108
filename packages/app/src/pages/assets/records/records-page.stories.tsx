import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { RouteRequest } from '@exchange/api';
import {
  defaultResolvers,
  mockRoute,
  routeHandler,
  mockRouteEmpty,
  mockRouteFailure,
  mockRouteLoading,
  userFixture,
  withdrawalsFixture,
} from '@exchange/api/msw';
import { StoryAppView, type StoryApp } from '../../../testing/story-app.tsx';
import { appLoader } from '../../../testing/story-loaders.tsx';
import { inArabic } from '../../../testing/in-arabic.ts';
import { timeWindow } from '../shared/day-range.ts';
import { shellSettled } from '../shared/story-settle.ts';

const meta = {
  title: 'App/Pages/Assets/Records',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <StoryAppView story={loaded.story as StoryApp} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const searchOf = (loaded: Record<string, unknown>) =>
  (loaded.story as StoryApp).app.router.state.location.search;

export const Loading: Story = {
  tags: ['visual'],
  loaders: [
    appLoader({
      path: '/assets/records',
      user: userFixture,
      handlers: [mockRouteLoading('getDeposits')],
    }),
  ],
  play: async () => {
    await expect(await screen.findByText('Loading deposits…')).toBeVisible();
    await shellSettled();
  },
};

export const Empty: Story = {
  loaders: [
    appLoader({
      path: '/assets/records?tab=withdraw',
      user: userFixture,
      handlers: [mockRouteEmpty('getWithdraw')],
    }),
  ],
  play: async () => {
    await expect(await screen.findByText('No withdrawals yet.')).toBeVisible();
  },
};

export const Deposits: Story = {
  tags: ['visual'],
  loaders: [appLoader({ path: '/assets/records', user: userFixture })],
  play: async () => {
    const table = await screen.findByRole('table', { name: 'Deposits' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    // A deposit still confirming says how far it got.
    await expect(within(table).getByText('Confirming 6/20')).toBeVisible();
    await expect(within(table).getAllByText('Credited')).toHaveLength(2);
    await expect(screen.getByRole('tab', { name: 'Deposits' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Withdrawals: Story = {
  tags: ['visual'],
  loaders: [appLoader({ path: '/assets/records?tab=withdraw', user: userFixture })],
  play: async () => {
    const table = await screen.findByRole('table', { name: 'Withdrawals' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    for (const status of ['Completed', 'Cancelled', 'Pending'])
      await expect(within(table).getByText(status)).toBeVisible();
  },
};

export const Failed: Story = {
  tags: ['visual'],
  loaders: [
    appLoader({
      path: '/assets/records',
      user: userFixture,
      handlers: [mockRouteFailure('getDeposits', { status: 502 })],
    }),
  ],
  play: async () => {
    const main = await screen.findByRole('main');
    const retry = await within(main).findByRole('button', { name: 'Retry' });
    await expect(retry.closest('[role="alert"]')).toHaveTextContent(
      'The exchange had a problem (error 502).',
    );
    await shellSettled();
  },
};

/** Tab, coin and status live in the URL: choosing them navigates, and the list follows. */
export const FiltersInTheUrl: Story = {
  loaders: [appLoader({ path: '/assets/records', user: userFixture })],
  play: async ({ loaded }) => {
    await screen.findByRole('table', { name: 'Deposits' });
    await userEvent.click(screen.getByRole('tab', { name: 'Withdrawals' }));
    await waitFor(() => expect(searchOf(loaded)).toEqual({ tab: 'withdraw' }));
    const table = await screen.findByRole('table', { name: 'Withdrawals' });

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pending' }));
    await waitFor(() => expect(searchOf(loaded)).toEqual({ tab: 'withdraw', status: 'pending' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));

    await userEvent.click(screen.getByRole('combobox', { name: 'Coin' }));
    await userEvent.click(await screen.findByRole('option', { name: 'BTC' }));
    await waitFor(() =>
      expect(searchOf(loaded)).toEqual({ tab: 'withdraw', status: 'pending', coin: 'BTC' }),
    );
    await expect(await within(table).findByText('No withdrawals yet.')).toBeVisible();
  },
};

/**
 * The day range lives in the URL too: picking a From day navigates, and the list is asked for
 * again with the wire's window (`from` at that day's start, inclusive); a To day closes it at
 * the start of the next day (exclusive).
 */
export const DateRange: Story = {
  loaders: [
    async (context) => {
      const asked: RouteRequest<'getDeposits'>['query'][] = [];
      const handler = routeHandler('getDeposits', (request) => {
        asked.push(request.query);
        return defaultResolvers.getDeposits(request);
      });
      const loaded = await appLoader({
        path: '/assets/records',
        user: userFixture,
        handlers: [handler],
      })(context);
      return { ...loaded, asked };
    },
  ],
  play: async ({ loaded }) => {
    const { asked } = loaded as { asked: RouteRequest<'getDeposits'>['query'][] };
    await screen.findByRole('table', { name: 'Deposits' });
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    await expect(asked[0]).not.toHaveProperty('from');

    await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
    await waitFor(() => expect(searchOf(loaded)).toEqual({ from: '2026-11-01' }));
    const from = timeWindow('2026-11-01', undefined).from;
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ from }));
    await expect(asked.at(-1)).not.toHaveProperty('to');

    await userEvent.type(screen.getByLabelText('To'), '2026-11-20');
    await waitFor(() => expect(searchOf(loaded)).toEqual({ from: '2026-11-01', to: '2026-11-20' }));
    const window = timeWindow('2026-11-01', '2026-11-20');
    await waitFor(() => expect(asked.at(-1)).toMatchObject(window));

    // The tab changes, the days stay.
    await userEvent.click(screen.getByRole('tab', { name: 'Withdrawals' }));
    await waitFor(() =>
      expect(searchOf(loaded)).toEqual({ tab: 'withdraw', from: '2026-11-01', to: '2026-11-20' }),
    );
  },
};

/** More than a page: the pager moves through the pages and the page number is in the URL. */
export const Paged: Story = {
  loaders: [
    appLoader({
      path: '/assets/records?tab=withdraw&page=2',
      user: userFixture,
      handlers: [
        mockRoute('getWithdraw', { list: withdrawalsFixture, page: 2, limit: 10, total: 23 }),
      ],
    }),
  ],
  play: async ({ loaded }) => {
    const pages = await screen.findByRole('navigation', { name: 'Withdrawal pages' });
    await expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(searchOf(loaded)).toEqual({ tab: 'withdraw', page: 3 }));
  },
};

export const DepositDetails: Story = {
  loaders: [appLoader({ path: '/assets/records', user: userFixture })],
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Details of deposit 38' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deposit details' });
    await expect(dialog).toHaveTextContent('250 USDT');
    await expect(dialog).toHaveTextContent('6/20');
    await expect(within(dialog).getByRole('button', { name: 'Copy address' })).toBeVisible();
    await expect(
      within(dialog).getByRole('button', { name: 'Copy transaction hash' }),
    ).toBeVisible();
  },
};

/** A pending withdrawal is cancelled from its details, after a confirmation. */
export const CancelPending: Story = {
  loaders: [appLoader({ path: '/assets/records?tab=withdraw', user: userFixture })],
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Details of withdrawal 15' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdrawal details' });
    await expect(dialog).toHaveTextContent('999 USDT');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel withdrawal' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this withdrawal?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel withdrawal' }));
    await waitFor(() => expect(within(dialog).getByText('Cancelled')).toBeVisible());
    await expect(within(dialog).queryByRole('button', { name: 'Cancel withdrawal' })).toBeNull();
  },
};

/** The server refuses (it moved on): the reason shows in the dialog. */
export const CancelRefused: Story = {
  loaders: [
    appLoader({
      path: '/assets/records?tab=withdraw',
      user: userFixture,
      handlers: [
        mockRouteFailure('cancelWithdraw', {
          status: 400,
          message: 'Only a pending withdrawal can be cancelled',
        }),
      ],
    }),
  ],
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Details of withdrawal 15' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdrawal details' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel withdrawal' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this withdrawal?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel withdrawal' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Only a pending withdrawal can be cancelled',
    );
  },
};

/** Right to left: the deposits in Arabic, a confirming one saying how far it got. */
export const Arabic: Story = inArabic(Deposits, async () => {
  const table = await screen.findByRole('table', { name: 'الإيداعات' });
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
  await expect(within(table).getByText('قيد التأكيد 6/20')).toBeVisible();
});
