import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Field } from './field.tsx';

const meta = {
  title: 'Design system/Field',
  component: Field,
  args: {
    label: 'Withdrawal address',
    children: (control) => <input {...control} style={{ inlineSize: 280 }} />,
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};

export const WithHint: Story = { args: { hint: 'Only TRC-20 addresses are supported.' } };

export const WithError: Story = {
  args: { hint: 'Only TRC-20 addresses are supported.', error: 'This address is not valid' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Withdrawal address' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('This address is not valid');
  },
};

export const AllStates: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxInlineSize: 320 }}>
      <Field label="Plain">{(control) => <input {...control} />}</Field>
      <Field label="With hint" hint="A short hint.">
        {(control) => <input {...control} />}
      </Field>
      <Field label="With error" hint="Hidden by the error." error="Something is wrong">
        {(control) => <input {...control} />}
      </Field>
    </div>
  ),
};

/** The baseline in the light theme, so the accessibility check covers its contrast too. */
export const AllStatesLight: Story = { ...AllStates, tags: [], globals: { theme: 'light' } };

/** The baseline right-to-left, as Arabic renders it. */
export const AllStatesRtl: Story = { ...AllStates, tags: [], globals: { locale: 'ar' } };
