import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  mockRouteFailure,
  mockRouteLoading,
  positionsFixture,
  userFixture,
} from '@exchange/api/msw';
import { formatAmount, withUnit } from '@exchange/design-system';

import { maxNotionalFor } from '@exchange/formulas';
import { ContractOrderForm } from './contract-order-form.tsx';
import { BTC_PERP, FormFrame, formLoader, type FormStory } from './order-form-story-kit.tsx';

/** A number with its unit as Testing Library reads the page: the no-break space as a space. */
const shown = (amount: string, unit: string) => withUnit(amount, unit).replaceAll('\u00a0', ' ');

// The form's settings and its Close tab over the default fixtures: the trader holds a 0.15 BTC
// cross long at 20× (positionsFixture).

const held = positionsFixture.find((position) => position.symbol === 'BTCUSDT');
if (held === undefined) throw new Error('The fixtures hold no BTCUSDT position');

const meta = {
  title: 'Pages/Contract Trade/Order form settings',
  parameters: { layout: 'padded' },
  loaders: [formLoader({ user: userFixture })],
  render: (_args, { loaded }) => {
    const { story } = loaded as FormStory;
    return (
      <FormFrame story={story}>
        <ContractOrderForm pair={BTC_PERP} markPrice={BTC_PERP.mark_price} />
      </FormFrame>
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const sentOf = (loaded: unknown) => (loaded as FormStory).sent;

async function leverageButton() {
  const button = await screen.findByRole('button', { name: 'Leverage: 20×' });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

/** Close tab: half the position at market, the amount from the slider's 50 % mark. */
export const CloseTab: Story = {
  tags: ['visual'],
  play: async ({ loaded }) => {
    await leverageButton();
    await userEvent.click(screen.getByRole('tab', { name: 'Close' }));
    await expect(await screen.findByText('Long position')).toBeVisible();
    await expect(
      screen.getByText(shown(formatAmount(held.amount, BTC_PERP.size_precision), 'BTC')),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '50%' }));
    await expect(screen.getByRole('textbox', { name: 'Amount to close' })).toHaveValue('0.075');
    await userEvent.click(screen.getByRole('button', { name: 'Close long' }));
    await waitFor(() => expect(sentOf(loaded).close).toHaveLength(1));
    await expect(sentOf(loaded).close[0]).toMatchObject({
      position_id: held.id,
      type: 'market',
      amount: '0.075',
    });
  },
};

/** Closing more than is held is refused before sending. */
export const CloseMoreThanHeld: Story = {
  play: async ({ loaded }) => {
    await leverageButton();
    await userEvent.click(screen.getByRole('tab', { name: 'Close' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Amount to close' }), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Close long' }));
    await expect(
      await screen.findByRole('textbox', { name: 'Amount to close' }),
    ).toHaveAccessibleDescription('Closing more than the position holds');
    await expect(sentOf(loaded).close).toHaveLength(0);
  },
};

/**
 * The leverage dialog at 50×: the bracket table with the third tier (250k – 3M, up to 50×)
 * marked, the largest position the formulas allow at 50× and the high-leverage warning.
 */
export const LeverageDialogOpen: Story = {
  tags: ['visual'],
  play: async () => {
    await userEvent.click(await leverageButton());
    const dialog = within(await screen.findByRole('dialog', { name: 'Adjust leverage' }));
    const input = dialog.getByRole('textbox', { name: 'Leverage' });
    await userEvent.clear(input);
    await userEvent.type(input, '50');
    const rows = dialog.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(BTC_PERP.brackets.length);
    await expect(rows[2]).toHaveAttribute('aria-current', 'true');
    await expect(rows.filter((row) => row.getAttribute('aria-current') === 'true')).toHaveLength(1);
    const maximum = shown(formatAmount(maxNotionalFor(BTC_PERP.brackets, 50), -1), 'USDT');
    await expect(dialog.getByText(maximum)).toBeVisible();
    await expect(dialog.getByRole('note')).toHaveTextContent('Leverage above 20×');
  },
};

/** Confirming sends adjust_lever; the button then shows the new leverage. */
export const LeverageChanged: Story = {
  play: async () => {
    await userEvent.click(await leverageButton());
    const dialog = within(await screen.findByRole('dialog', { name: 'Adjust leverage' }));
    const input = dialog.getByRole('textbox', { name: 'Leverage' });
    await userEvent.clear(input);
    await userEvent.type(input, '10');
    await expect(dialog.queryByRole('note')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expect(await screen.findByRole('button', { name: 'Leverage: 10×' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The margin-mode dialog explains both modes. */
export const MarginModeDialogOpen: Story = {
  tags: ['visual'],
  play: async () => {
    const button = await screen.findByRole('button', { name: 'Margin mode: Cross' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    const dialog = within(await screen.findByRole('dialog', { name: 'Margin mode of BTC/USDT' }));
    await expect(dialog.getByRole('radio', { name: 'Cross' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Isolated' })).not.toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  },
};

/** With a position open the server refuses the switch, and the dialog says why. */
export const MarginModeRefused: Story = {
  loaders: [
    formLoader({
      user: userFixture,
      handlers: [
        mockRouteFailure('contractAdjustLever', {
          status: 422,
          message: 'margin_mode: Close the position and cancel its orders first',
          errors: [
            {
              field: 'margin_mode',
              message: 'Close the position and cancel its orders first',
            },
          ],
        }),
      ],
    }),
  ],
  play: async () => {
    const button = await screen.findByRole('button', { name: 'Margin mode: Cross' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    const dialog = within(await screen.findByRole('dialog', { name: 'Margin mode of BTC/USDT' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Isolated' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Close the position and cancel its orders first',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(await screen.findByRole('button', { name: 'Margin mode: Cross' })).toBeVisible();
  },
};

/**
 * As spot asks: a market order whose price (the mark) lies far from the last trade waits for a
 * confirmation, and nothing is sent before it.
 */
export const FarFromLastConfirm: Story = {
  render: (_args, { loaded }) => {
    const { story } = loaded as FormStory;
    return (
      <FormFrame story={story}>
        <ContractOrderForm
          pair={{ ...BTC_PERP, last_price: '70400' }}
          markPrice={BTC_PERP.mark_price}
        />
      </FormFrame>
    );
  },
  play: async ({ loaded }) => {
    await leverageButton();
    await userEvent.click(screen.getByRole('tab', { name: 'Market' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Size' }), '0.01');
    await userEvent.click(screen.getByRole('button', { name: 'Buy / Long' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Far from the last price' });
    await expect(dialog).toHaveTextContent('below the last price');
    await expect(sentOf(loaded).open).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buy anyway' }));
    await waitFor(() => expect(sentOf(loaded).open).toHaveLength(1));
    await expect(sentOf(loaded).open[0]).toMatchObject({ type: 'market', side: 'long' });
  },
};

/** While the setting and the account load: the setting buttons wait, the balance says so. */
export const Loading: Story = {
  loaders: [
    formLoader({
      user: userFixture,
      handlers: [mockRouteLoading('contractLever'), mockRouteLoading('contractAccount')],
    }),
  ],
  play: async () => {
    await expect(await screen.findByText('Loading…')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Leverage: 20×' })).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Margin mode: Cross' })).toBeDisabled();
    await expect(screen.getByRole('slider', { name: 'Size (% of max open size)' })).toHaveAttribute(
      'data-disabled',
    );
  },
};

/** A halted pair: the form says so and takes no order. */
export const Halted: Story = {
  render: (_args, { loaded }) => {
    const { story } = loaded as FormStory;
    return (
      <FormFrame story={story}>
        <ContractOrderForm
          pair={{ ...BTC_PERP, status: 'halted' }}
          markPrice={BTC_PERP.mark_price}
        />
      </FormFrame>
    );
  },
  play: async () => {
    await expect(await screen.findByText('Trading is halted on this pair.')).toBeVisible();
    await expect(screen.getByRole('textbox', { name: 'Price' })).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Buy / Long' })).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Sell / Short' })).toBeDisabled();
  },
};
