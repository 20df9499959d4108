import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockRouteEmpty, mockRouteFailure, mockRouteLoading } from '@exchange/api/msw';
import { inArabic } from '../../testing/in-arabic.ts';
import { shellSettled } from '../assets/shared/story-settle.ts';
import { C2cView, c2cLoader, type C2cLoaded } from './c2c-story-kit.tsx';

const meta = {
  title: 'Pages/C2C/Market',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <C2cView loaded={loaded as C2cLoaded} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const ad = (name: string) => screen.findByRole('listitem', { name });

/** Buying USDT in USD: the sell ads, best price first, with their advertisers and limits. */
export const List: Story = {
  tags: ['visual'],
  loaders: [c2cLoader('/c2c')],
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'C2C trading' }),
    ).toBeVisible();
    const northstar = await ad('NorthStar OTC');
    await expect(within(northstar).getByText('1.002 USD')).toBeVisible();
    await expect(within(northstar).getByText('50.00 USD – 10,000.00 USD')).toBeVisible();
    await expect(within(northstar).getByRole('img', { name: 'Online' })).toBeVisible();
    await expect(within(northstar).getByRole('button', { name: 'Buy USDT' })).toBeVisible();
    const lumen = await ad('Lumen Desk');
    await expect(within(lumen).getByRole('img', { name: 'Offline' })).toBeVisible();
    await expect(within(lumen).getByText('No releases yet')).toBeVisible();
    await shellSettled();
  },
};

/** The Sell tab lists the buy ads; the filters sit in the URL. */
export const Selling: Story = {
  tags: ['visual'],
  loaders: [c2cLoader('/c2c?side=sell&coin=BTC')],
  play: async () => {
    const list = await screen.findByRole('list', { name: 'Ads' });
    await waitFor(() =>
      expect(within(list).getAllByRole('button', { name: 'Sell BTC' }).length).toBeGreaterThan(0),
    );
    await expect(screen.getByRole('tab', { name: 'Sell', selected: true })).toBeVisible();
    await shellSettled();
  },
};

/** A filter nothing matches: an empty state that says what to try. */
export const FilteredEmpty: Story = {
  tags: ['visual'],
  loaders: [c2cLoader('/c2c?pay=paypal&amount=20000')],
  play: async () => {
    await expect(await screen.findByText('No ads match these filters')).toBeVisible();
    await shellSettled();
  },
};

/** /c2c is behind the sign-in guard (SPEC.md section 6): a visitor is asked to log in first. */
export const SignedOut: Story = {
  loaders: [c2cLoader('/c2c', { signedIn: false })],
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(screen.queryByRole('list', { name: 'Ads' })).toBeNull();
  },
};

/** The place dialog: typing fiat shows the coin it buys, the terms and the pay window. */
export const PlaceDialog: Story = {
  tags: ['visual'],
  loaders: [c2cLoader('/c2c')],
  play: async () => {
    const northstar = await ad('NorthStar OTC');
    await userEvent.click(within(northstar).getByRole('button', { name: 'Buy USDT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy USDT from NorthStar OTC' });
    await userEvent.type(within(dialog).getByLabelText('I pay'), '100');
    // 100 ÷ 1.002 truncated to USDT's 6 decimals.
    await expect(within(dialog).getByText('You receive 99.800399 USDT')).toBeVisible();
    await expect(within(dialog).getByText('15 minutes')).toBeVisible();
    await expect(
      within(dialog).getByText('Pay from an account in your own name. No third-party payments.'),
    ).toBeVisible();
    await shellSettled();
  },
};

/** Below the ad's least order: the dialog says so before sending. */
export const LimitError: Story = {
  tags: ['visual'],
  loaders: [c2cLoader('/c2c')],
  play: async () => {
    const northstar = await ad('NorthStar OTC');
    await userEvent.click(within(northstar).getByRole('button', { name: 'Buy USDT' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('I pay'), '20');
    await expect(
      await within(dialog).findByText('The least this ad takes is 50.00 USD.'),
    ).toBeVisible();
    await shellSettled();
  },
};

/** A placed order opens its view. */
export const Placed: Story = {
  loaders: [c2cLoader('/c2c')],
  play: async () => {
    const northstar = await ad('NorthStar OTC');
    await userEvent.click(within(northstar).getByRole('button', { name: 'Buy USDT' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('I pay'), '100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buy USDT' }));
    await expect(await screen.findByText('Order number')).toBeVisible();
    await expect(
      screen.getByRole('heading', { name: 'Buy USDT from NorthStar OTC', level: 2 }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  loaders: [c2cLoader('/c2c', { handlers: [mockRouteLoading('c2cAds')] })],
  play: async () => {
    await expect(await screen.findByRole('status', { name: 'Loading ads' })).toBeVisible();
  },
};

export const Empty: Story = {
  loaders: [c2cLoader('/c2c', { handlers: [mockRouteEmpty('c2cAds')] })],
  play: async () => {
    await expect(await screen.findByText('No ads match these filters')).toBeVisible();
  },
};

export const Failed: Story = {
  loaders: [c2cLoader('/c2c', { handlers: [mockRouteFailure('c2cAds', { status: 500 })] })],
  play: async () => {
    await expect(await screen.findByText('The ads could not be loaded.')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Arabic: Story = inArabic(List, async () => {
  await screen.findAllByRole('listitem');
  await shellSettled();
});
