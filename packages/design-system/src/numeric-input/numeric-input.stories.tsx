import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumericInput } from './numeric-input.tsx';

const meta = {
  title: 'Design system/NumericInput',
  component: NumericInput,
  args: { 'aria-label': 'Price', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NumericInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PrecisionTwo: Story = {
  args: { precision: 2, suffix: 'USDC' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Price' });
    await userEvent.type(input, '1.239');
    // The 3rd decimal is ignored: the text stays at two decimals and no change is reported.
    await expect(input).toHaveValue('1.23');
    await expect(args.onChange).toHaveBeenLastCalledWith('1.23');
    await expect(args.onChange).not.toHaveBeenCalledWith('1.239');
  },
};

export const WholeNumbers: Story = {
  args: { 'aria-label': 'Period', precision: 0, min: 1, max: 500, defaultValue: '20' },
};

export const WithPrefix: Story = { args: { precision: 8, prefix: '≈', suffix: 'BTC' } };

export const Disabled: Story = { args: { precision: 2, disabled: true, defaultValue: '100.5' } };

export const AllStates: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <NumericInput aria-label="Empty" precision={2} placeholder="0.00" />
      <NumericInput aria-label="Filled" precision={2} defaultValue="65000.12" suffix="USDC" />
      <NumericInput aria-label="Prefix" precision={8} defaultValue="0.5" prefix="≈" suffix="BTC" />
      <NumericInput aria-label="Disabled" precision={2} defaultValue="1" disabled />
    </div>
  ),
};

/** The baseline in the light theme, so the accessibility check covers its contrast too. */
export const AllStatesLight: Story = { ...AllStates, tags: [], globals: { theme: 'light' } };

/** The baseline right-to-left, as Arabic renders it. */
export const AllStatesRtl: Story = { ...AllStates, tags: [], globals: { locale: 'ar' } };
