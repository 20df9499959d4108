import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './checkbox.tsx';

const meta = {
  title: 'Design system/Checkbox',
  component: Checkbox,
  args: { label: 'Show grid', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Show grid' });
    await userEvent.click(box);
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(box);
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const Disabled: Story = { args: { disabled: true } };

export const DisabledChecked: Story = { args: { disabled: true, defaultChecked: true } };

export const AllStates: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Checkbox label="Unchecked" />
      <Checkbox label="Checked" defaultChecked />
      <Checkbox label="Disabled" disabled />
      <Checkbox label="Disabled checked" disabled defaultChecked />
    </div>
  ),
};

/** The baseline in the light theme, so the accessibility check covers its contrast too. */
export const AllStatesLight: Story = { ...AllStates, tags: [], globals: { theme: 'light' } };

/** The baseline right-to-left, as Arabic renders it. */
export const AllStatesRtl: Story = { ...AllStates, tags: [], globals: { locale: 'ar' } };
