import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  FIXTURE_NOW,
  mockRouteEmpty,
  mockRouteFailure,
  mockRouteLoading,
  userFixture,
} from '@exchange/api/msw';
import { inArabic } from '../../testing/in-arabic.ts';
import { StoryAppView, type StoryApp } from '../../testing/story-app.tsx';
import { appLoader } from '../../testing/story-loaders.tsx';
import { ClockProvider } from '../../clock/use-now.tsx';
import { shellSettled } from '../assets/shared/story-settle.ts';

// /finance over the earn fixtures of @exchange/api/msw (products, the demo user's holdings and
// summary), the dialogs' dates on the fixture's clock.

const PATH = '/finance';
const signedIn = (handlers: Parameters<typeof appLoader>[0]['handlers'] = []) =>
  appLoader({ path: PATH, user: userFixture, handlers });
const storyClock = () => FIXTURE_NOW;

const meta = {
  title: 'Pages/Finance/Earn',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => (
    <ClockProvider clock={storyClock}>
      <StoryAppView story={(loaded as { story: StoryApp }).story} />
    </ClockProvider>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const productRows = async (count: number) => {
  const table = await screen.findByRole('table', { name: 'Earn products' });
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(count + 1));
  return table;
};

/** The cumulative-interest chart once it has drawn its series. */
const cumulativeChart = async () => {
  const chart = await screen.findByRole('img', { name: 'Cumulative interest, last 30 days' });
  await waitFor(() => expect(chart.closest('[data-state]')).toHaveAttribute('data-state', 'ready'));
  return chart;
};

/** Signed in: my earnings, the holdings, and every product (a tiered one, a sold-out one). */
export const List: Story = {
  tags: ['visual'],
  loaders: [signedIn()],
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Earn' })).toBeVisible();
    const table = await productRows(6);
    await expect(within(table).getByText('8.00% up to 1,000 USDT')).toBeVisible();
    await expect(within(table).getByRole('button', { name: 'Sold out' })).toBeDisabled();
    await expect(
      within(table).getByRole('progressbar', { name: 'Quota taken, ETH' }),
    ).toHaveAttribute('aria-valuenow', '24');
    const holdings = await screen.findByRole('table', { name: 'My holdings' });
    await waitFor(() => expect(within(holdings).getAllByRole('row')).toHaveLength(3));
    // The chart has its own query (GET /earn/summary), answered apart from the holdings', and
    // draws once its library has loaded: wait for it rather than expect it with the tables.
    await expect(await cumulativeChart()).toBeVisible();
    await shellSettled();
  },
};

/** SPEC.md section 4: /finance is not a public path, so a visitor is sent to login. */
export const SignedOut: Story = {
  loaders: [appLoader({ path: PATH, user: null })],
  play: async ({ loaded }) => {
    const { story } = loaded as { story: StoryApp };
    await waitFor(() => expect(story.app.router.state.location.pathname).toBe('/user/login'));
    await expect(screen.queryByRole('table', { name: 'Earn products' })).toBeNull();
  },
};

/** The products still loading. */
export const Loading: Story = {
  loaders: [signedIn([mockRouteLoading('earnProducts')])],
  play: async () => {
    const table = await screen.findByRole('table', { name: 'Earn products' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

/** No product and nothing held. */
export const Empty: Story = {
  tags: ['visual'],
  loaders: [signedIn([mockRouteEmpty('earnProducts'), mockRouteEmpty('earnPositions')])],
  play: async () => {
    await expect(await screen.findByText('No products yet')).toBeVisible();
    await expect(await screen.findByText('Nothing held in earn yet')).toBeVisible();
    await shellSettled();
  },
};

/** "Only what I hold": the USDT products only. */
export const Filtered: Story = {
  loaders: [signedIn()],
  play: async () => {
    await productRows(6);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Only what I hold' }));
    const table = await productRows(4);
    await expect(within(table).queryByText('ETH')).toBeNull();
  },
};

const openSubscribe = async (name: string) => {
  await productRows(6);
  await userEvent.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog');
};

/** The flexible dialog with an amount: the day's interest in the tier after what is held. */
export const SubscribeFlexible: Story = {
  tags: ['visual'],
  loaders: [signedIn()],
  play: async () => {
    const dialog = await openSubscribe('Subscribe to USDT Flexible');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '100');
    // 100 at 3.5 % (the holder's first 1,000 are in the 8 % tier already) ÷ 365, truncated.
    await expect(within(dialog).getByText('0.009589 USDT')).toBeVisible();
    await expect(within(dialog).getByText('Any time, principal back at once')).toBeVisible();
    await expect(within(dialog).queryByRole('note')).toBeNull();
  },
};

/** A locked product says first that redeeming early forfeits the interest. */
export const SubscribeLocked: Story = {
  tags: ['visual'],
  loaders: [signedIn()],
  play: async () => {
    const dialog = await openSubscribe('Subscribe to USDT Locked · 30 days');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '1000');
    // 1,000 × 6 % ÷ 365 = 0.164383 a day, × 30 days.
    await expect(within(dialog).getByText('4.93149 USDT')).toBeVisible();
    await expect(within(dialog).getByRole('note')).toHaveTextContent(/forfeited/);
    await expect(within(dialog).getByText('Maturity date')).toBeVisible();
  },
};

/**
 * The spot wallet still loading: its balance is unknown ("…"), not zero, so no "more than you
 * have" is judged and Confirm waits for it.
 */
export const WalletLoading: Story = {
  loaders: [signedIn([mockRouteLoading('wallet')])],
  play: async () => {
    const dialog = await openSubscribe('Subscribe to USDT Locked · 7 days');
    await expect(within(dialog).getByText('Available in spot: …')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(dialog.querySelector('form')).toHaveAttribute('data-state', 'editing');
    await expect(within(dialog).getByRole('textbox', { name: 'Amount' })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Under the minimum: the check's words under the amount, nothing sent. */
export const UnderMinimum: Story = {
  loaders: [signedIn()],
  play: async () => {
    const dialog = await openSubscribe('Subscribe to USDT Locked · 7 days');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '5');
    await expect(within(dialog).getByText(/^At least .*10 USDT.*\.$/)).toBeVisible();
  },
};

/** Waiting for the server's answer. */
export const Submitting: Story = {
  loaders: [signedIn([mockRouteLoading('earnSubscribe')])],
  play: async () => {
    const dialog = await openSubscribe('Subscribe to USDT Locked · 7 days');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(dialog.querySelector('form')).toHaveAttribute('data-state', 'submitting'),
    );
  },
};

/** Refused by the server: its words under the amount. */
export const Refused: Story = {
  loaders: [
    signedIn([
      mockRouteFailure('earnSubscribe', {
        status: 422,
        message: 'amount: At most 20 USDT: what is left of the quota',
        errors: [{ field: 'amount', message: 'At most 20 USDT: what is left of the quota' }],
      }),
    ]),
  ],
  play: async () => {
    const dialog = await openSubscribe('Subscribe to USDT Locked · 7 days');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(
      await within(dialog).findByText('At most 20 USDT: what is left of the quota'),
    ).toBeVisible();
  },
};

/** Redeeming a locked position early: what it forfeits is said first. */
export const RedeemLockedEarly: Story = {
  tags: ['visual'],
  loaders: [signedIn()],
  play: async () => {
    const holdings = await screen.findByRole('table', { name: 'My holdings' });
    await waitFor(() => expect(within(holdings).getAllByRole('row')).toHaveLength(3));
    await userEvent.click(
      within(holdings).getByRole('button', { name: 'Redeem USDT Locked · 90 days' }),
    );
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(/forfeits/);
    await expect(within(dialog).getByRole('button', { name: 'Redeem early' })).toBeEnabled();
  },
};

export const Arabic: Story = inArabic(List, async () => {
  // The products and the holdings have rows (their Arabic names come from the catalog).
  await waitFor(() => expect(document.querySelectorAll('tbody tr').length).toBeGreaterThan(8));
  await shellSettled();
});
