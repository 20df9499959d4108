import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockRouteFailure, mockRouteLoading } from '@exchange/api/msw';
import { inArabic } from '../../testing/in-arabic.ts';
import { shellSettled } from '../assets/shared/story-settle.ts';
import { C2cView, c2cLoader, type C2cLoaded } from './c2c-story-kit.tsx';

const meta = {
  title: 'Pages/C2C/Order',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <C2cView loaded={loaded as C2cLoaded} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const orderHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

/** Buying, unpaid: 11 minutes left, the seller's bank details with copy buttons, the chat. */
export const UnpaidBuyer: Story = {
  tags: ['visual'],
  loaders: [c2cLoader('/c2c?order=7001')],
  play: async () => {
    await expect(await orderHeading('Buy USDT from NorthStar OTC')).toBeVisible();
    await expect(screen.getByText('Awaiting payment')).toBeVisible();
    await expect(screen.getByRole('timer', { name: 'Time left to pay' })).toHaveTextContent(
      '11:00',
    );
    const bank = screen.getByRole('group', { name: 'Bank transfer' });
    await expect(within(bank).getByText('GB29NWBK60161331926819')).toBeVisible();
    await expect(within(bank).getByRole('button', { name: 'Copy Account number' })).toBeVisible();
    await expect(await screen.findByText('Will do, paying now.')).toBeVisible();
    await shellSettled();
  },
};

/** "I have paid": the method used, a confirmation, then the order waits for the release. */
export const MarkPaid: Story = {
  loaders: [c2cLoader('/c2c?order=7001')],
  play: async () => {
    await orderHeading('Buy USDT from NorthStar OTC');
    await userEvent.click(screen.getByRole('button', { name: 'I have paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm payment' });
    await expect(
      within(dialog).getByText(/Confirm only after you have sent 250\.50 USD/),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'I have paid' }));
    await expect(await screen.findByText('Paid, awaiting release')).toBeVisible();
  },
};

/** Cancelling warns of the three-a-day rule. */
export const CancelWarning: Story = {
  tags: ['visual'],
  loaders: [c2cLoader('/c2c?order=7001')],
  play: async () => {
    await orderHeading('Buy USDT from NorthStar OTC');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    await expect(within(dialog).getByText(/Cancelling 3 orders in one day/)).toBeVisible();
    await shellSettled();
  },
};

/** Selling, paid: the seller is told to check their account; Release asks to confirm. */
export const PaidSeller: Story = {
  tags: ['visual'],
  loaders: [c2cLoader('/c2c?order=7002')],
  play: async () => {
    await expect(await orderHeading('Sell ETH to NorthStar OTC')).toBeVisible();
    await expect(screen.getByText(/You may appeal in 9:00/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Release' }));
    const dialog = await screen.findByRole('dialog', { name: /^Release .*0\.25.*ETH\?$/ });
    await expect(within(dialog).getByText(/Check your own account first/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Release' }));
    await expect(await screen.findByText('Completed')).toBeVisible();
  },
};

/** A seller with an authenticator types its code before releasing. */
export const ReleaseWithAuthenticator: Story = {
  tags: ['visual'],
  loaders: [c2cLoader('/c2c?order=7002', { authenticator: true })],
  play: async () => {
    await orderHeading('Sell ETH to NorthStar OTC');
    await userEvent.click(screen.getByRole('button', { name: 'Release' }));
    const dialog = await screen.findByRole('dialog', { name: /^Release .*0\.25.*ETH\?$/ });
    const release = within(dialog).getByRole('button', { name: 'Release' });
    await expect(release).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Authenticator code'), '123456');
    await expect(release).toBeEnabled();
    await shellSettled();
  },
};

/** Paid long enough ago: either side may appeal, with a reason and a description. */
export const Appeal: Story = {
  loaders: [c2cLoader('/c2c?order=7000')],
  play: async () => {
    await orderHeading('Buy USDT from Harbor Exchange');
    await userEvent.click(screen.getByRole('button', { name: 'Appeal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Appeal' });
    await userEvent.type(
      within(dialog).getByLabelText('What happened'),
      'I paid with PayPal 15 minutes ago and nothing was released.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit appeal' }));
    await expect(await screen.findByText('In appeal')).toBeVisible();
  },
};

export const Appealing: Story = {
  tags: ['visual'],
  loaders: [c2cLoader('/c2c?order=6995')],
  play: async () => {
    await expect(await screen.findByText('In appeal')).toBeVisible();
    await expect(screen.getByText(/frozen until the support team decides/)).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Release' })).toBeNull();
    await shellSettled();
  },
};

export const Completed: Story = {
  tags: ['visual'],
  loaders: [c2cLoader('/c2c?order=6988')],
  play: async () => {
    await expect(await screen.findByText('Completed')).toBeVisible();
    await expect(screen.getByText('997.00 USD')).toBeVisible();
    // A finished order's chat is read-only.
    await expect(screen.queryByLabelText('Message')).toBeNull();
    await shellSettled();
  },
};

export const CancelledByTimeout: Story = {
  tags: ['visual'],
  loaders: [c2cLoader('/c2c?order=6950')],
  play: async () => {
    await expect(await screen.findByText('Cancelled: not paid in time')).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'I have paid' })).toBeNull();
    await shellSettled();
  },
};

/** The chat: text only, the counter, and a sent message joining the list. */
export const Chat: Story = {
  tags: ['visual'],
  loaders: [c2cLoader('/c2c?order=7001')],
  play: async () => {
    const messages = await screen.findByRole('list', { name: 'Messages' });
    // The system's key (system:placed) as a sentence in the reader's language.
    await expect(
      within(messages).getByText("Order created. The seller's coins are held in escrow."),
    ).toBeVisible();
    await expect(
      within(messages).getByText('Hello! Please use the order number as the payment reference.'),
    ).toBeVisible();
    const input = screen.getByLabelText('Message');
    await userEvent.type(input, '<b>Sent</b> with reference 7001');
    await expect(screen.getByText('31 / 1000')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    // Rendered as the text typed, never as HTML.
    await expect(
      await within(messages).findByText('<b>Sent</b> with reference 7001'),
    ).toBeVisible();
    await waitFor(() => expect(input).toHaveValue(''));
    await shellSettled();
  },
};

export const Loading: Story = {
  loaders: [c2cLoader('/c2c?order=7001', { handlers: [mockRouteLoading('c2cOrder')] })],
  play: async () => {
    await expect(await screen.findByRole('status', { name: 'Loading the order' })).toBeVisible();
  },
};

export const Failed: Story = {
  loaders: [
    c2cLoader('/c2c?order=7001', { handlers: [mockRouteFailure('c2cOrder', { status: 404 })] }),
  ],
  play: async () => {
    await expect(await screen.findByText('The order could not be loaded.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Back to C2C' }));
    await expect(await screen.findByRole('list', { name: 'Ads' })).toBeVisible();
  },
};

export const Arabic: Story = inArabic(UnpaidBuyer, async () => {
  await screen.findByRole('timer');
  await shellSettled();
});
