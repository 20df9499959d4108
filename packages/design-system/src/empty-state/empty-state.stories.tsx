import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { EmptyState } from './empty-state.tsx';

const meta = {
  title: 'Design system/EmptyState',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data')).toBeVisible();
  },
};

export const WithAction: Story = {
  args: {
    title: 'No open orders',
    description: 'Orders you place appear here.',
    action: <Button>Trade now</Button>,
  },
};

export const Compact: Story = { args: { size: 'compact', title: 'No results' } };

export const AllStates: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <EmptyState />
      <EmptyState
        title="No open orders"
        description="Orders you place appear here."
        action={<Button>Trade now</Button>}
      />
      <EmptyState size="compact" title="No results" />
    </div>
  ),
};

/** The baseline in the light theme, so the accessibility check covers its contrast too. */
export const AllStatesLight: Story = { ...AllStates, tags: [], globals: { theme: 'light' } };

/** The baseline right-to-left, as Arabic renders it. */
export const AllStatesRtl: Story = { ...AllStates, tags: [], globals: { locale: 'ar' } };
