import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockRouteFailure, mockRouteLoading, userFixture } from '@exchange/api/msw';
import { StoryAppView, type StoryApp } from '../../../testing/story-app.tsx';
import { inArabic } from '../../../testing/in-arabic.ts';
import { appLoader } from '../../../testing/story-loaders.tsx';
import { storyWallet } from '../shared/assets-story-kit.ts';

/** The transfer dialog, opened from the spot account page's Transfer button. */
const meta = {
  title: 'App/Pages/Assets/Transfer dialog',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <StoryAppView story={loaded.story as StoryApp} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const PATH = '/assets/spot-account';

const openDialog = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Transfer' }));
  const dialog = await screen.findByRole('dialog', { name: 'Transfer' });
  await waitFor(() => expect(dialog).toHaveTextContent('Available to transfer 8,250.5 USDT'));
  return dialog;
};

export const Open: Story = {
  tags: ['visual'],
  loaders: [appLoader({ path: PATH, user: userFixture })],
  play: async () => {
    const dialog = await openDialog();
    await expect(within(dialog).getByRole('combobox', { name: 'From' })).toHaveTextContent('Spot');
    await expect(within(dialog).getByRole('combobox', { name: 'To' })).toHaveTextContent('Futures');
  },
};

export const Invalid: Story = {
  loaders: [appLoader({ path: PATH, user: userFixture })],
  play: async () => {
    const dialog = await openDialog();
    const amount = within(dialog).getByLabelText('Amount');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(amount).toHaveAccessibleDescription('Enter an amount.');
    await userEvent.type(amount, '8250.51');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(amount).toHaveAccessibleDescription(
      'The amount is more than is available to transfer.',
    );
    // Choosing the account already on the other side swaps them.
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'To' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Spot' }));
    await expect(within(dialog).getByRole('combobox', { name: 'From' })).toHaveTextContent(
      'Futures',
    );
  },
};

export const Submitting: Story = {
  loaders: [appLoader({ path: PATH, user: userFixture, handlers: [mockRouteLoading('transfer')] })],
  play: async () => {
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Amount'), '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(within(dialog).getByRole('form', { name: 'Transfer' })).toHaveAttribute(
      'data-state',
      'submitting',
    );
  },
};

/** The server's refusal names the amount: it shows under the amount. */
export const RefusedByServer: Story = {
  loaders: [
    appLoader({
      path: PATH,
      user: userFixture,
      handlers: [
        mockRouteFailure('transfer', {
          status: 422,
          message: 'amount: Frozen by open orders',
          errors: [{ field: 'amount', message: 'Frozen by open orders' }],
        }),
      ],
    }),
  ],
  play: async () => {
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Amount'), '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Amount')).toHaveAccessibleDescription(
        'Frozen by open orders',
      ),
    );
  },
};

/** Done: the dialog closes, says what moved, and the page's total follows. */
export const Done: Story = {
  loaders: [
    async (context) => {
      const world = storyWallet();
      return appLoader({ path: PATH, user: userFixture, handlers: world.handlers })(context);
    },
  ],
  play: async () => {
    await expect(await screen.findByText('24,106.94 USDC')).toBeVisible();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Amount'), '106.94');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(
      await screen.findByText('Transferred 106.94 USDT from Spot to Futures.'),
    ).toBeVisible();
    await expect(screen.queryByRole('dialog', { name: 'Transfer' })).toBeNull();
    await expect(await screen.findByText('24,000.00 USDC')).toBeVisible();
  },
};

/** Right to left: the dialog in Arabic, its accounts swapped by the same button. */
export const Arabic: Story = inArabic(Open, async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'تحويل' }));
  const dialog = await screen.findByRole('dialog', { name: 'تحويل' });
  await waitFor(() => expect(dialog).toHaveTextContent('8,250.5 USDT'));
  await expect(within(dialog).getByRole('combobox', { name: 'من' })).toHaveTextContent('الفوري');
});
