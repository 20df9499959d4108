import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockRouteFailure } from '@exchange/api/msw';
import { inArabic } from '../../testing/in-arabic.ts';
import { shellSettled } from '../assets/shared/story-settle.ts';
import { C2cView, c2cLoader, type C2cLoaded } from './c2c-story-kit.tsx';

const meta = {
  title: 'Pages/C2C/My orders',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <C2cView loaded={loaded as C2cLoaded} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.findByRole('table', { name: 'My C2C orders' });

/** Every state of the caller's orders, newest first. */
export const List: Story = {
  tags: ['visual'],
  loaders: [c2cLoader('/c2c?tab=orders')],
  play: async () => {
    const orders = await table();
    await waitFor(() =>
      expect(within(orders).getByRole('button', { name: 'Open order 7001' })).toBeVisible(),
    );
    await expect(within(orders).getByText('Cancelled: not paid in time')).toBeVisible();
    await expect(within(orders).getAllByText('In appeal').length).toBeGreaterThan(0);
    await shellSettled();
  },
};

/** The status filter, from the URL. */
export const Filtered: Story = {
  tags: ['visual'],
  loaders: [c2cLoader('/c2c?tab=orders&status=completed')],
  play: async () => {
    const orders = await table();
    await waitFor(() =>
      expect(within(orders).getByRole('button', { name: 'Open order 6988' })).toBeVisible(),
    );
    await expect(within(orders).queryByRole('button', { name: 'Open order 7001' })).toBeNull();
    await shellSettled();
  },
};

export const FilteredEmpty: Story = {
  loaders: [c2cLoader('/c2c?tab=orders&status=completed&side=buy')],
  play: async () => {
    await expect(await screen.findByText('No orders match these filters')).toBeVisible();
  },
};

/** An order's number opens its view. */
export const OpenOrder: Story = {
  loaders: [c2cLoader('/c2c?tab=orders')],
  play: async () => {
    const orders = await table();
    await userEvent.click(await within(orders).findByRole('button', { name: 'Open order 6988' }));
    await expect(
      await screen.findByRole('heading', { level: 2, name: 'Sell USDT to NorthStar OTC' }),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  loaders: [
    c2cLoader('/c2c?tab=orders', { handlers: [mockRouteFailure('c2cOrders', { status: 500 })] }),
  ],
  play: async () => {
    await expect(await screen.findByText('The orders could not be loaded.')).toBeVisible();
  },
};

export const Arabic: Story = inArabic(List, async () => {
  await screen.findAllByRole('row');
  await shellSettled();
});
