import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConnectionStatus, type ConnectionState } from './connection-status.tsx';

const meta = {
  title: 'Design system/ConnectionStatus',
  component: ConnectionStatus,
  args: { state: 'live', label: 'Live' },
} satisfies Meta<typeof ConnectionStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Connecting: Story = {
  args: { state: 'connecting', label: 'Connecting…' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Connecting…');
    await expect(status.parentElement).toHaveAttribute('data-state', 'connecting');
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Live: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Live');
    await expect(status.parentElement).toHaveAttribute('data-state', 'live');
  },
};

export const Stale: Story = {
  args: { state: 'stale', label: 'Delayed', detail: 'Last update 14:03:07' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Delayed');
    // The time sits outside the live region: a ticking clock must not be read out.
    await expect(canvas.getByRole('status')).not.toHaveTextContent('14:03:07');
    await expect(canvas.getByText('Last update 14:03:07')).toBeVisible();
  },
};

export const Reconnecting: Story = {
  args: {
    state: 'reconnecting',
    label: 'Reconnecting (attempt 2 of 5)',
    detail: 'Last update 14:03:07',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Reconnecting (attempt 2 of 5)');
    await expect(canvas.getByRole('status').parentElement).toHaveAttribute(
      'data-state',
      'reconnecting',
    );
  },
};

export const Offline: Story = {
  args: {
    state: 'offline',
    label: 'Offline',
    detail: 'Last update 14:03:07',
    retry: { label: 'Retry', onRetry: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Offline');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.retry?.onRetry).toHaveBeenCalledOnce();
  },
};

const all: { state: ConnectionState; label: string; detail?: string; retry?: boolean }[] = [
  { state: 'connecting', label: 'Connecting…' },
  { state: 'live', label: 'Live' },
  { state: 'stale', label: 'Delayed', detail: 'Last update 14:03:07' },
  { state: 'reconnecting', label: 'Reconnecting (attempt 2 of 5)', detail: 'Last update 14:03:07' },
  { state: 'offline', label: 'Offline', detail: 'Last update 14:03:07', retry: true },
];

export const AllStates: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      {all.map(({ state, label, detail, retry }) => (
        <ConnectionStatus
          key={state}
          state={state}
          label={label}
          {...(detail === undefined ? {} : { detail })}
          {...(retry ? { retry: { label: 'Retry', onRetry: () => undefined } } : {})}
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(5);
  },
};

/** The same states in the light theme, so axe checks contrast there too. */
export const AllStatesLight: Story = {
  ...AllStates,
  tags: [],
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.dataset.theme).toBe('light');
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(5);
  },
};
