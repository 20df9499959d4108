import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from './avatar.tsx';

const picture =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#3b82f6"/><circle cx="20" cy="16" r="7" fill="#fff"/><rect x="8" y="26" width="24" height="14" rx="7" fill="#fff"/></svg>',
  );

const meta = {
  title: 'Design system/Avatar',
  component: Avatar,
  args: { name: 'Ada Lovelace' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
  },
};

export const WithPicture: Story = {
  args: { src: picture, name: 'ada@example.com', size: 40 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Initials show until the picture has loaded, then the <img> replaces them.
    await waitFor(async () => {
      await expect(canvas.getByRole('img', { name: 'ada@example.com' }).tagName).toBe('IMG');
    });
  },
};

export const BrokenPicture: Story = {
  args: { src: '/missing-avatar.png', name: 'Bob Trader' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('BT')).toBeVisible();
  },
};

export const AllStates: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar name="Ada Lovelace" size={24} />
      <Avatar name="satoshi.nakamoto@example.com" />
      <Avatar name="Bob Trader" size={48} />
      <Avatar name="ada@example.com" src={picture} size={48} />
    </div>
  ),
};

/** The same states in the light theme, so axe checks contrast there too. */
export const AllStatesLight: Story = { ...AllStates, tags: [], globals: { theme: 'light' } };
