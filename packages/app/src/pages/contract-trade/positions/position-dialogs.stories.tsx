import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockRouteLoading } from '@exchange/api/msw';
import {
  closesSent,
  loadedTable,
  PanelStory,
  positionsBook,
  positionsLoader,
  type Loaded,
} from './positions-story-kit.tsx';

const meta = {
  title: 'Pages/Contract Trade/Position dialogs',
  render: (_args, { loaded }) => <PanelStory loaded={loaded} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const TpSlDialog: Story = {
  tags: ['visual'],
  loaders: [positionsLoader()],
  play: async ({ loaded }) => {
    const { book } = loaded as Loaded;
    const table = await loadedTable();
    await userEvent.click(
      within(table).getByRole('button', { name: 'Edit TP/SL of BTC/USDT Long' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'TP/SL: BTC/USDT Long' });
    const tp = within(dialog).getByRole('textbox', { name: 'Take profit' });
    await expect(tp).toHaveValue('70000');
    await userEvent.clear(tp);
    await userEvent.type(tp, '63000');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Stop loss' }), '65000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(within(dialog).getByText('Take profit must be above the entry')).toBeVisible();
    await expect(within(dialog).getByText('Stop loss must be below the entry')).toBeVisible();
    await expect(book.updates).toEqual([]);
  },
};

export const TpSlSaved: Story = {
  loaders: [positionsLoader()],
  play: async ({ loaded }) => {
    const { book } = loaded as Loaded;
    const table = await loadedTable();
    await userEvent.click(
      within(table).getByRole('button', { name: 'Edit TP/SL of ETH/USDT Short' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'TP/SL: ETH/USDT Short' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Take profit' }), '3000');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Stop loss' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Only what changed: the TP set, the SL removed with "".
    await expect(book.updates).toEqual([{ position_id: 2, take_profit: '3000', stop_loss: '' }]);
    await expect(await screen.findByText('TP/SL saved for ETH/USDT')).toBeVisible();
  },
};

export const CloseAtMarket: Story = {
  tags: ['visual'],
  loaders: [positionsLoader()],
  play: async ({ loaded }) => {
    const { book } = loaded as Loaded;
    const table = await loadedTable();
    await userEvent.click(
      within(table).getByRole('button', { name: 'Close BTC/USDT Long at market' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Close BTC/USDT Long' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    await expect(amount).toHaveValue('0.15');
    await userEvent.click(within(dialog).getByRole('button', { name: '50%' }));
    await expect(amount).toHaveValue('0.075');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close position' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(closesSent(book)).toEqual([
      { position_id: 1, type: 'market', amount: '0.075', client_order_id: 'fresh' },
    ]);
    await expect(await screen.findByText('Closing BTC/USDT at market')).toBeVisible();
  },
};

export const CloseAtLimit: Story = {
  loaders: [positionsLoader()],
  play: async ({ loaded }) => {
    const { book } = loaded as Loaded;
    const table = await loadedTable();
    await userEvent.click(
      within(table).getByRole('button', { name: 'Close ETH/USDT Short at a limit price' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Close ETH/USDT Short' });
    await expect(within(dialog).getByRole('button', { name: 'Limit' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const price = within(dialog).getByRole('textbox', { name: 'Price' });
    await userEvent.clear(price);
    await userEvent.type(price, '3150.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close position' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(closesSent(book)).toEqual([
      {
        position_id: 2,
        type: 'limit',
        price: '3150.5',
        amount: '1',
        client_order_id: 'fresh',
      },
    ]);
  },
};

export const CloseMoreThanHeld: Story = {
  tags: ['visual'],
  loaders: [positionsLoader()],
  play: async ({ loaded }) => {
    const { book } = loaded as Loaded;
    const table = await loadedTable();
    await userEvent.click(
      within(table).getByRole('button', { name: 'Close BTC/USDT Long at market' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Close BTC/USDT Long' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '0.2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close position' }));
    await expect(within(dialog).getByText('Closing more than the position holds')).toBeVisible();
    await expect(book.closes).toEqual([]);
  },
};

export const CloseRefused: Story = {
  loaders: [
    positionsLoader({
      book: () => {
        const book = positionsBook();
        // The position shrank meanwhile (a TP filled): the server refuses the stale amount.
        book.refuseClose = 'Closing more than the position holds';
        return book;
      },
    }),
  ],
  play: async ({ loaded }) => {
    const { book } = loaded as Loaded;
    const table = await loadedTable();
    await userEvent.click(
      within(table).getByRole('button', { name: 'Close BTC/USDT Long at market' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Close BTC/USDT Long' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close position' }));
    await expect(
      await within(dialog).findByText('Closing more than the position holds'),
    ).toBeVisible();
    await expect(book.closes).toHaveLength(1);
    await expect(screen.getByRole('dialog', { name: 'Close BTC/USDT Long' })).toBeVisible();
  },
};

export const Submitting: Story = {
  loaders: [positionsLoader({ handlers: [mockRouteLoading('contractClose')] })],
  play: async () => {
    const table = await loadedTable();
    await userEvent.click(
      within(table).getByRole('button', { name: 'Close BTC/USDT Long at market' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Close BTC/USDT Long' });
    const confirm = within(dialog).getByRole('button', { name: 'Close position' });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    await expect(confirm).toBeDisabled();
  },
};

export const AddMargin: Story = {
  tags: ['visual'],
  loaders: [positionsLoader()],
  play: async ({ loaded }) => {
    const { book } = loaded as Loaded;
    const table = await loadedTable();
    await userEvent.click(
      within(table).getByRole('button', { name: 'Add margin to ETH/USDT Short' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Adjust margin: ETH/USDT Short' });
    // The futures account's available balance.
    await expect(await within(dialog).findByText('2,400.00 USDT')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(book.updates).toEqual([
      { position_id: 2, margin_action: 'add', margin_amount: '50' },
    ]);
  },
};

export const RemoveMarginRefused: Story = {
  loaders: [positionsLoader()],
  play: async ({ loaded }) => {
    const { book } = loaded as Loaded;
    const table = await loadedTable();
    await userEvent.click(
      within(table).getByRole('button', { name: 'Remove margin from ETH/USDT Short' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Adjust margin: ETH/USDT Short' });
    // Margin 323.16 is the initial margin at entry (1 × 3,231.6 ÷ 10): nothing to take back.
    await expect(within(dialog).getByText('0.00 USDT')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(
      within(dialog).getByText('The margin may not go below the initial margin'),
    ).toBeVisible();
    await expect(book.updates).toEqual([]);
  },
};
