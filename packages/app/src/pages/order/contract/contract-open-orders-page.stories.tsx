import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  contractOrdersBook,
  OPEN_ENTRUSTS,
} from '../../../trading/contract-orders/contract-orders-story-kit.ts';
import { shellSettled } from '../../assets/shared/story-settle.ts';
import {
  centreInArabic,
  centreLoader,
  centreLoading,
  centreMeta,
  failingBook,
  type CentreLoaded,
} from './order-centre-story-kit.tsx';
import { bodyRows, tableWithRows } from '../../../testing/table-rows.ts';

const PATH = '/order/contract/entrust';

const meta = { title: 'Pages/Order/Contract open orders', ...centreMeta } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every open entrust with Cancel; the frame links to the other two pages. */
export const Filled: Story = {
  tags: ['visual'],
  loaders: [centreLoader(PATH)],
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Futures open orders' }),
    ).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Futures order centre' });
    await expect(within(nav).getByRole('link', { name: 'Open orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Order history' })).toHaveAttribute(
      'href',
      '/order/contract/history',
    );
    await expect(within(nav).getByRole('link', { name: 'Trades and funding' })).toHaveAttribute(
      'href',
      '/order/futures',
    );
    await tableWithRows('Open orders', OPEN_ENTRUSTS.length);
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'ready');
    await shellSettled();
  },
};

export const Empty: Story = {
  tags: ['visual'],
  loaders: [centreLoader(PATH, { book: () => contractOrdersBook([]) })],
  play: async () => {
    await expect(await screen.findByText('No open orders')).toBeVisible();
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'empty');
    await expect(screen.getByRole('button', { name: 'Cancel all' })).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await shellSettled();
  },
};

/** Filters read from the URL reach the wire; the selects show them. */
export const Filtered: Story = {
  tags: ['visual'],
  loaders: [centreLoader(`${PATH}?symbol=BTCUSDT&side=long&type=stop_limit`)],
  play: async ({ loaded }) => {
    const { book } = loaded as CentreLoaded;
    await tableWithRows('Open orders', 1);
    // The contract's name shows once the pair list has loaded (its symbol until then).
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Contract' })).toHaveTextContent('BTC/USDT'),
    );
    await expect(screen.getByRole('combobox', { name: 'Side' })).toHaveTextContent('Long');
    await expect(screen.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Stop limit');
    await expect(book.listQueries.at(-1)).toMatchObject({
      state: 'open',
      symbol: 'BTCUSDT',
      side: 'long',
      type: 'stop_limit',
      page: 1,
    });
    await shellSettled();
  },
};

/** Choosing a side puts it in the URL and asks the server for that side only. */
export const FilterBySide: Story = {
  loaders: [centreLoader(PATH)],
  play: async ({ loaded }) => {
    const { app } = (loaded as CentreLoaded).story;
    await tableWithRows('Open orders', OPEN_ENTRUSTS.length);
    await userEvent.click(screen.getByRole('combobox', { name: 'Side' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Short' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ side: 'short' }));
    const table = await tableWithRows('Open orders', 1);
    await expect(within(table).getByText('ETH/USDT')).toBeVisible();
  },
};

/** A day range: whole days in the reader's zone, sent as a window (from inclusive, to exclusive). */
export const FilterByDays: Story = {
  loaders: [centreLoader(`${PATH}?from=2020-01-01&to=2020-01-31`)],
  play: async ({ loaded }) => {
    const { book } = loaded as CentreLoaded;
    await expect(await screen.findByText('No order matches these filters')).toBeVisible();
    const asked = book.listQueries.at(-1);
    await expect(asked?.from).toBe(new Date(2020, 0, 1).getTime());
    await expect(asked?.to).toBe(new Date(2020, 1, 1).getTime());
    await expect(screen.getByLabelText('From')).toHaveValue('2020-01-01');
  },
};

export const Loading: Story = centreLoading(PATH, 'contractEntrusts', 'Open orders', ['visual']);

export const Failed: Story = {
  tags: ['visual'],
  loaders: [centreLoader(PATH, { book: failingBook })],
  play: async ({ loaded }) => {
    const message = await screen.findByText('Could not load your open orders.');
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'error');
    await shellSettled();
    const alert = message.closest<HTMLElement>('[role="alert"]');
    if (!alert) throw new Error('The load error is not announced');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
    (loaded as CentreLoaded).book.failLists = false;
  },
};

/** Cancel on one row sends its id; the row leaves. */
export const CancelOne: Story = {
  loaders: [centreLoader(PATH)],
  play: async ({ loaded }) => {
    const { book } = loaded as CentreLoaded;
    const table = await tableWithRows('Open orders', OPEN_ENTRUSTS.length);
    await userEvent.click(
      within(table).getByRole('button', { name: /Cancel ETH\/USDT Open short 3,500\.00/ }),
    );
    await waitFor(() => expect(bodyRows(table)).toHaveLength(OPEN_ENTRUSTS.length - 1));
    await expect(book.cancelCalls).toEqual([3]);
  },
};

/** Cancel all of the filtered asks first and names how many. */
export const CancelConfirm: Story = {
  tags: ['visual'],
  loaders: [centreLoader(`${PATH}?symbol=BTCUSDT`)],
  play: async ({ loaded }) => {
    const { book } = loaded as CentreLoaded;
    await tableWithRows('Open orders', 3);
    await shellSettled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel all' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel all open orders?' });
    await expect(dialog).toHaveTextContent(
      'All 3 open orders matching the filters will be cancelled.',
    );
    await expect(book.cancelCalls).toEqual([]);
  },
};

export const CancelAllFiltered: Story = {
  loaders: [centreLoader(`${PATH}?symbol=BTCUSDT`)],
  play: async ({ loaded }) => {
    const { book } = loaded as CentreLoaded;
    await tableWithRows('Open orders', 3);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel all' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel all open orders?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel all' }));
    await expect(await screen.findByText('Orders cancelled: 3')).toBeVisible();
    await expect([...book.cancelCalls].sort()).toEqual([1, 2, 4]);
    await expect(book.entrusts.find((entrust) => entrust.id === 3)?.status).toBe('partial');
  },
};

/** Export CSV asks the server for the whole filtered set, not only the page shown. */
export const ExportCsv: Story = {
  loaders: [centreLoader(`${PATH}?symbol=BTCUSDT&side=long`)],
  play: async ({ loaded }) => {
    const { book } = loaded as CentreLoaded;
    await tableWithRows('Open orders', 3);
    const button = screen.getByRole('button', { name: 'Export CSV' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() =>
      expect(book.exportQueries).toEqual([{ state: 'open', symbol: 'BTCUSDT', side: 'long' }]),
    );
  },
};

export const Arabic: Story = centreInArabic(Filled, 'الأوامر المفتوحة', OPEN_ENTRUSTS.length);
