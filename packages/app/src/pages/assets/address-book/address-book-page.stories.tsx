import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  addressBookFixture,
  mockRouteEmpty,
  mockRouteFailure,
  mockRouteLoading,
  userFixture,
} from '@exchange/api/msw';
import { StoryAppView, type StoryApp } from '../../../testing/story-app.tsx';
import { appLoader } from '../../../testing/story-loaders.tsx';
import { inArabic } from '../../../testing/in-arabic.ts';
import { shellSettled } from '../shared/story-settle.ts';

const PATH = '/assets/address-manage';

const meta = {
  title: 'App/Pages/Assets/Address book',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <StoryAppView story={loaded.story as StoryApp} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const openForm = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Add address' }));
  return screen.findByRole('dialog', { name: 'Add a withdrawal address' });
};

const choose = async (dialog: HTMLElement, field: string, option: string) => {
  await userEvent.click(within(dialog).getByRole('combobox', { name: field }));
  const item = await screen.findByRole('option', { name: option });
  // A pointer reaches the option: the list opens above the dialog's overlay, not under it
  // (userEvent alone would click through; a real mouse would hit the overlay).
  const box = item.getBoundingClientRect();
  const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  await expect(item.contains(top)).toBe(true);
  await userEvent.click(item);
};

/** Fills a valid TRC20 entry. */
const fillTron = async (dialog: HTMLElement) => {
  await choose(dialog, 'Coin', 'USDT');
  await choose(dialog, 'Network', 'Tron (TRC20)');
  await userEvent.type(
    within(dialog).getByLabelText('Address'),
    'TQ5Nm9h1o3YxvDk2pq8a7Rz4s6bEw1uLcV',
  );
  await userEvent.type(within(dialog).getByLabelText('Label'), 'Hardware wallet');
};

export const Loading: Story = {
  tags: ['visual'],
  loaders: [
    appLoader({
      path: PATH,
      user: userFixture,
      handlers: [mockRouteLoading('getWithdrawalAddressBook')],
    }),
  ],
  play: async () => {
    await expect(await screen.findByText('Loading addresses…')).toBeVisible();
    await shellSettled();
  },
};

export const Empty: Story = {
  loaders: [
    appLoader({
      path: PATH,
      user: userFixture,
      handlers: [mockRouteEmpty('getWithdrawalAddressBook')],
    }),
  ],
  play: async () => {
    await expect(await screen.findByText('No saved addresses yet.')).toBeVisible();
  },
};

export const Filled: Story = {
  tags: ['visual'],
  loaders: [appLoader({ path: PATH, user: userFixture })],
  play: async () => {
    const table = await screen.findByRole('table', { name: 'Withdrawal addresses' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    await expect(
      within(table).getByRole('link', { name: 'Withdraw to Cold wallet' }),
    ).toHaveAttribute(
      'href',
      `/assets/withdraw?coin=USDT&address=${addressBookFixture[0]?.address ?? ''}`,
    );
    await expect(within(table).getByText('104729')).toBeVisible();
  },
};

export const Failed: Story = {
  tags: ['visual'],
  loaders: [
    appLoader({
      path: PATH,
      user: userFixture,
      handlers: [mockRouteFailure('getWithdrawalAddressBook', { status: 500 })],
    }),
  ],
  play: async () => {
    const main = await screen.findByRole('main');
    const retry = await within(main).findByRole('button', { name: 'Retry' });
    await expect(retry.closest('[role="alert"]')).toHaveTextContent(
      'The exchange had a problem (error 500).',
    );
    await shellSettled();
  },
};

export const AddInvalid: Story = {
  loaders: [appLoader({ path: PATH, user: userFixture })],
  play: async () => {
    const dialog = await openForm();
    await userEvent.type(within(dialog).getByLabelText('Address'), 'definitely not a tron address');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    const form = within(dialog).getByRole('form', { name: 'Add a withdrawal address' });
    await expect(form).toHaveAttribute('data-state', 'invalid');
    await expect(within(dialog).getByLabelText('Address')).toHaveAccessibleDescription(
      'An address has only letters, digits and : . _ -',
    );
    await expect(within(dialog).getByLabelText('Label')).toHaveAccessibleDescription(
      'Give the address a label.',
    );
    await expect(dialog).toHaveTextContent('Choose a coin.');
    await expect(dialog).toHaveTextContent('Choose a network.');
  },
};

/** XRP needs a memo: the field appears, with why, and is required. */
export const AddMemoRequired: Story = {
  loaders: [appLoader({ path: PATH, user: userFixture })],
  play: async () => {
    const dialog = await openForm();
    await expect(within(dialog).queryByLabelText('Memo / tag')).toBeNull();
    await choose(dialog, 'Coin', 'XRP');
    await choose(dialog, 'Network', 'XRP Ledger');
    const memo = within(dialog).getByLabelText('Memo / tag');
    await expect(memo).toHaveAccessibleDescription(
      'Without the memo the receiving exchange cannot credit the funds.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    await expect(memo).toHaveAccessibleDescription(
      'This network needs the memo or tag of the address.',
    );
  },
};

export const AddSubmitting: Story = {
  loaders: [
    appLoader({ path: PATH, user: userFixture, handlers: [mockRouteLoading('addAddress')] }),
  ],
  play: async () => {
    const dialog = await openForm();
    await fillTron(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    await expect(within(dialog).getByRole('button', { name: 'Save address' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(
      within(dialog).getByRole('form', { name: 'Add a withdrawal address' }),
    ).toHaveAttribute('data-state', 'submitting');
  },
};

export const AddDone: Story = {
  loaders: [appLoader({ path: PATH, user: userFixture })],
  play: async () => {
    const dialog = await openForm();
    await fillTron(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add a withdrawal address' })).toBeNull(),
    );
    await expect(await screen.findByText('Address saved: Hardware wallet')).toBeVisible();
  },
};

/** The server's refusal names the field: it shows next to that field. */
export const AddRefusedByServer: Story = {
  loaders: [
    appLoader({
      path: PATH,
      user: userFixture,
      handlers: [
        mockRouteFailure('addAddress', {
          status: 422,
          message: 'address: This address is already in your address book',
          errors: [{ field: 'address', message: 'This address is already in your address book' }],
        }),
      ],
    }),
  ],
  play: async () => {
    const dialog = await openForm();
    await fillTron(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Address')).toHaveAccessibleDescription(
        'This address is already in your address book',
      ),
    );
  },
};

export const Delete: Story = {
  loaders: [appLoader({ path: PATH, user: userFixture })],
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Exchange B' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this address?' });
    await expect(confirm).toHaveTextContent('"Exchange B" (XRP, XRP)');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(await screen.findByText('Address deleted: Exchange B')).toBeVisible();
  },
};

/** Right to left: the address book in Arabic, addresses still read left to right. */
export const Arabic: Story = inArabic(Filled, async () => {
  const table = await screen.findByRole('table');
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
});
