import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge, type BadgeTone } from './badge.tsx';
import { Tag } from './tag.tsx';

const tones: BadgeTone[] = ['neutral', 'primary', 'success', 'warning', 'danger', 'rise', 'fall'];

const meta = {
  title: 'Design system/Badge',
  component: Badge,
  args: { children: 'Filled', tone: 'success' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Soft: Story = {};

export const Outline: Story = { args: { variant: 'outline', tone: 'primary', children: 'Maker' } };

export const Dot: Story = { args: { variant: 'dot', tone: 'warning', children: 'Pending review' } };

export const RemovableTag: Story = {
  args: { children: 'BTC' },
  render: () => (
    <Tag onRemove={fn()} removeLabel="Remove BTC">
      BTC
    </Tag>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const remove = canvas.getByRole('button', { name: 'Remove BTC' });
    await userEvent.tab();
    await expect(remove).toHaveFocus();
  },
};

export const AllStates: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {(['soft', 'outline', 'dot'] as const).map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {tones.map((tone) => (
            <Badge key={tone} tone={tone} variant={variant}>
              {tone}
            </Badge>
          ))}
        </div>
      ))}
      <div style={{ display: 'flex', gap: 8 }}>
        <Tag>USDC</Tag>
        <Tag tone="primary" onRemove={() => undefined} removeLabel="Remove TRC20">
          TRC20
        </Tag>
      </div>
    </div>
  ),
};

/** The same states in the light theme, so axe checks contrast there too. */
export const AllStatesLight: Story = {
  ...AllStates,
  tags: [],
  globals: { theme: 'light' },
  play: async () => {
    await expect(document.documentElement.dataset.theme).toBe('light');
  },
};
