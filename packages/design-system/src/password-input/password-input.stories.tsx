import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordInput } from './password-input.tsx';

const meta = {
  title: 'Design system/PasswordInput',
  component: PasswordInput,
  args: { label: 'Password', autoComplete: 'current-password' },
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  args: { defaultValue: 'hunter2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('hunter2');
  },
};

export const WithError: Story = { args: { defaultValue: 'short', error: 'At least 8 characters' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'hunter2' } };

export const AllStates: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxInlineSize: 320 }}>
      <PasswordInput label="Empty" />
      <PasswordInput label="Filled" defaultValue="hunter2" />
      <PasswordInput label="With hint" hint="8 to 32 characters." />
      <PasswordInput label="With error" defaultValue="short" error="At least 8 characters" />
      <PasswordInput label="Disabled" disabled defaultValue="hunter2" />
    </div>
  ),
};

/** The baseline in the light theme, so the accessibility check covers its contrast too. */
export const AllStatesLight: Story = { ...AllStates, tags: [], globals: { theme: 'light' } };

/** The baseline right-to-left, as Arabic renders it. */
export const AllStatesRtl: Story = { ...AllStates, tags: [], globals: { locale: 'ar' } };
