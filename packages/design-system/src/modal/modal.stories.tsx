import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { DIALOG_WIDTHS } from './dialog-widths.ts';
import { Modal } from './modal.tsx';

const meta = {
  title: 'Design system/Modal',
  component: Modal,
  args: { title: 'Chart settings', onOpenChange: fn() },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FocusTrapAndEscape: Story = {
  args: {
    trigger: <Button>Open settings</Button>,
    children: (
      <label>
        Name <input />
      </label>
    ),
    onConfirm: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open settings' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Chart settings' });
    // Name, close icon, Cancel, Confirm… Tab keeps cycling inside the dialog.
    for (let step = 0; step < 6; step += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const WithButtons: Story = {
  args: {
    defaultOpen: true,
    title: 'Save layout',
    description: 'Your indicators and drawings are kept for this symbol.',
    onConfirm: fn(),
    confirmLabel: 'Save',
  },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const WithoutButtons: Story = {
  args: {
    defaultOpen: true,
    title: 'Timezone',
    width: DIALOG_WIDTHS.timezone,
    children: <p style={{ margin: 0 }}>UTC, Asia/Shanghai, Europe/London…</p>,
  },
};

export const ConfirmLoading: Story = {
  args: { defaultOpen: true, title: 'Withdraw', onConfirm: fn(), confirmLoading: true },
};

export const Wide: Story = {
  args: {
    defaultOpen: true,
    title: 'Settings',
    width: DIALOG_WIDTHS.settings,
    children: <p style={{ margin: 0 }}>560 px wide, as the chart settings dialog.</p>,
    onConfirm: fn(),
  },
};

export const AllStates: Story = {
  tags: ['visual'],
  args: {
    defaultOpen: true,
    title: 'Indicator parameters',
    description: 'Values apply to every chart.',
    width: DIALOG_WIDTHS.indicatorParameters,
    children: <p style={{ margin: 0 }}>MA 5 · 10 · 30 · 60</p>,
    onConfirm: fn(),
  },
};

/** The baseline in the light theme, so the accessibility check covers its contrast too. */
export const AllStatesLight: Story = { ...AllStates, tags: [], globals: { theme: 'light' } };

/** The baseline right-to-left, as Arabic renders it. */
export const AllStatesRtl: Story = { ...AllStates, tags: [], globals: { locale: 'ar' } };
