import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { Switch } from '../switch/switch.tsx';
import { LazyPopover } from './lazy-popover.tsx';
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

/**
 * LazyPopover: the trigger alone until it is pointed at, focused or pressed, announced as
 * closed; pressed, the panel opens once its code is there, with focus inside, and Escape returns
 * focus to the trigger as Popover does.
 */
export const Lazy: Story = {
  render: (args) => <LazyPopover {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Settings' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await waitFor(async () => {
      await expect(dialog.contains(document.activeElement)).toBe(true);
    });
    await userEvent.keyboard('{Escape}');
    await waitFor(async () => {
      await expect(screen.queryByRole('dialog')).toBeNull();
    });
    await expect(canvas.getByRole('button', { name: 'Settings' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Settings' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
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
