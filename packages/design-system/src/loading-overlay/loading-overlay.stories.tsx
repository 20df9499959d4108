import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingOverlay } from './loading-overlay.tsx';

const content = (
  <div
    style={{
      blockSize: 160,
      inlineSize: 320,
      padding: 16,
      border: '1px solid var(--ex-color-border)',
    }}
  >
    <p style={{ margin: 0 }}>BTC/USDC · 1H</p>
  </div>
);

const meta = {
  title: 'Design system/LoadingOverlay',
  component: LoadingOverlay,
  args: { loading: true, label: 'Loading', children: content },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const Loaded: Story = {
  args: { loading: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

export const AllStates: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      <LoadingOverlay loading label="Loading first">
        {content}
      </LoadingOverlay>
      <LoadingOverlay loading={false}>{content}</LoadingOverlay>
    </div>
  ),
};

/** The baseline in the light theme, so the accessibility check covers its contrast too. */
export const AllStatesLight: Story = { ...AllStates, tags: [], globals: { theme: 'light' } };

/** The baseline right-to-left, as Arabic renders it. */
export const AllStatesRtl: Story = { ...AllStates, tags: [], globals: { locale: 'ar' } };
