import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextInput } from './text-input.tsx';

const meta = {
  title: 'Design system/TextInput',
  component: TextInput,
  args: { label: 'Email', placeholder: 'name@example.com' },
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'a@b.co');
    await expect(input).toHaveValue('a@b.co');
  },
};

export const WithHint: Story = { args: { hint: 'We send a code to this address.' } };

export const WithError: Story = {
  args: { defaultValue: 'not-an-email', error: 'Enter a valid email' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription('Enter a valid email');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'locked@example.com' } };

export const AllStates: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxInlineSize: 320 }}>
      <TextInput label="Empty" placeholder="name@example.com" />
      <TextInput label="Filled" defaultValue="satoshi@example.com" />
      <TextInput label="With hint" hint="A short hint." />
      <TextInput label="With error" defaultValue="oops" error="Enter a valid email" />
      <TextInput label="With affixes" prefix="#" suffix="optional" />
      <TextInput label="Disabled" disabled defaultValue="locked" />
    </div>
  ),
};

/** The baseline in the light theme, so the accessibility check covers its contrast too. */
export const AllStatesLight: Story = { ...AllStates, tags: [], globals: { theme: 'light' } };

/** The baseline right-to-left, as Arabic renders it. */
export const AllStatesRtl: Story = { ...AllStates, tags: [], globals: { locale: 'ar' } };
