import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { ToastProvider } from './toast-provider.tsx';
import { createToaster, type ToastTone } from './toaster.ts';
import { useToast } from './use-toast.ts';

function Trigger({ message, tone = 'info' }: { message: string; tone?: ToastTone }) {
  const toast = useToast();
  return (
    <Button
      onClick={() => {
        toast.show(message, tone);
      }}
    >
      Show “{message}”
    </Button>
  );
}

const meta = {
  title: 'Design system/Toast',
  component: ToastProvider,
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grouping: Story = {
  render: () => (
    <ToastProvider>
      <Trigger message="Copied" tone="success" />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Show “Copied”' });
    await userEvent.click(button);
    await userEvent.click(button);
    await userEvent.click(button);
    const region = screen.getByRole('region', { name: 'Notifications' });
    // Three clicks while the toast is visible: still one toast.
    await expect(within(region).getAllByRole('status')).toHaveLength(1);
    await expect(within(region).getByRole('status')).toHaveTextContent('Copied');
  },
};

export const DifferentMessagesStack: Story = {
  render: () => (
    <ToastProvider>
      <div style={{ display: 'flex', gap: 8 }}>
        <Trigger message="Copied" tone="success" />
        <Trigger message="Network error" tone="error" />
      </div>
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show “Copied”' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show “Network error”' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Network error');
    await expect(screen.getByRole('status')).toHaveTextContent('Copied');
  },
};

/** A toaster whose toasts never expire, so the baseline can capture every tone at once. */
function AllTones() {
  const [toaster] = useState(() => {
    const made = createToaster({
      duration: Number.MAX_SAFE_INTEGER,
      timers: { set: () => 0, clear: () => undefined },
    });
    made.info('Settings saved');
    made.success('Order placed');
    made.warning('Price moved 5%');
    made.error('Insufficient balance');
    return made;
  });
  return <ToastProvider toaster={toaster} />;
}

export const AllStates: Story = {
  tags: ['visual'],
  render: () => <AllTones />,
};

/** The baseline in the light theme, so the accessibility check covers its contrast too. */
export const AllStatesLight: Story = { ...AllStates, tags: [], globals: { theme: 'light' } };

/** The baseline right-to-left, as Arabic renders it. */
export const AllStatesRtl: Story = { ...AllStates, tags: [], globals: { locale: 'ar' } };
