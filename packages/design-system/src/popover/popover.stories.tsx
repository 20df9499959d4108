import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { Switch } from '../switch/switch.tsx';
import { Popover } from './popover.tsx';

const meta = {
  title: 'Design system/Popover',
  component: Popover,
  args: {
    label: 'Settings',
    closeLabel: 'Close settings',
    trigger: <Button variant="secondary">Settings</Button>,
    onOpenChange: fn(),
    width: 260,
    children: (
      <div style={{ display: 'grid', gap: 8 }}>
        <strong>Settings</strong>
        <Switch label="Dark mode" defaultChecked />
        <Button variant="secondary" size="sm">
          Language
        </Button>
      </div>
    ),
  },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const OpenAndClose: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    await expect(within(dialog).getByRole('switch', { name: 'Dark mode' })).toBeChecked();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(async () => {
      await expect(screen.queryByRole('dialog')).toBeNull();
    });
    await expect(canvas.getByRole('button', { name: 'Settings' })).toHaveFocus();
  },
};

export const CloseButton: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Close settings' }));
    await waitFor(async () => {
      await expect(screen.queryByRole('dialog')).toBeNull();
    });
  },
};

export const AllStates: Story = {
  tags: ['visual'],
  args: { defaultOpen: true, align: 'start' },
  render: (args) => (
    <div style={{ blockSize: 200 }}>
      <Popover {...args} />
    </div>
  ),
};

/** The same states in the light theme, so axe checks contrast there too. */
export const AllStatesLight: Story = { ...AllStates, tags: [], globals: { theme: 'light' } };
