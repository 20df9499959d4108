import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockRouteEmpty } from '@exchange/api/msw';
import { inArabic } from '../../testing/in-arabic.ts';
import { shellSettled } from '../assets/shared/story-settle.ts';
import { C2cView, c2cLoader, type C2cLoaded } from './c2c-story-kit.tsx';

const meta = {
  title: 'Pages/C2C/Payment methods',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <C2cView loaded={loaded as C2cLoaded} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const PATH = '/c2c?tab=payment';

/** The caller's methods, one of each kind, with their details. */
export const List: Story = {
  tags: ['visual'],
  loaders: [c2cLoader(PATH)],
  play: async () => {
    const list = await screen.findByRole('list', { name: 'My payment methods' });
    const bank = within(list).getByRole('listitem', { name: 'Bank transfer' });
    await expect(within(bank).getByText('Demo Trader')).toBeVisible();
    await expect(within(list).getByRole('listitem', { name: 'PayPal' })).toBeVisible();
    await shellSettled();
  },
};

/** Adding a bank transfer asks for the bank; a wallet does not. */
export const AddBank: Story = {
  tags: ['visual'],
  loaders: [c2cLoader(PATH)],
  play: async () => {
    await screen.findByRole('list', { name: 'My payment methods' });
    await userEvent.click(screen.getByRole('button', { name: 'Add a payment method' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a payment method' });
    const add = within(dialog).getByRole('button', { name: 'Add' });
    await userEvent.type(within(dialog).getByLabelText('Account holder'), 'Demo Trader');
    await userEvent.type(
      within(dialog).getByLabelText('Account number or IBAN'),
      'DE89370400440532013000',
    );
    await expect(add).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Bank'), 'Demo Bank');
    await expect(add).toBeEnabled();
    await userEvent.click(add);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await shellSettled();
  },
};

export const Empty: Story = {
  loaders: [c2cLoader(PATH, { handlers: [mockRouteEmpty('c2cPaymentMethods')] })],
  play: async () => {
    await expect(await screen.findByText('No payment methods yet')).toBeVisible();
  },
};

export const Arabic: Story = inArabic(List, async () => {
  await screen.findAllByRole('listitem');
  await shellSettled();
});
