import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { AlertDialog } from './alert-dialog.tsx';

const meta = {
  title: 'Design system/AlertDialog',
  component: AlertDialog,
  args: {
    defaultOpen: true,
    title: 'Notice',
    description: 'Your account was logged in on another device.',
    actionLabel: 'Confirm',
    onAction: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AcknowledgeOnly: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};

export const WithCancel: Story = {
  args: {
    title: 'New version',
    description: 'Version 2.1.0 is available.',
    actionLabel: 'Update',
    cancelLabel: 'Later',
  },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Later' })).toHaveFocus();
  },
};

export const Destructive: Story = {
  args: {
    title: 'Close all positions?',
    description: 'Every open position is closed at market price.',
    actionLabel: 'Close all',
    cancelLabel: 'Cancel',
    actionVariant: 'danger',
  },
};

export const AllStates: Story = {
  tags: ['visual'],
  args: {
    title: 'Close all positions?',
    description: 'Every open position is closed at market price.',
    actionLabel: 'Close all',
    cancelLabel: 'Cancel',
    actionVariant: 'danger',
  },
};

/** The baseline in the light theme, so the accessibility check covers its contrast too. */
export const AllStatesLight: Story = { ...AllStates, tags: [], globals: { theme: 'light' } };

/** The baseline right-to-left, as Arabic renders it. */
export const AllStatesRtl: Story = { ...AllStates, tags: [], globals: { locale: 'ar' } };
