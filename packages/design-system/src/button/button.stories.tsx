import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, type ButtonVariant } from './button.tsx';

const variants: ButtonVariant[] = ['confirm', 'cancel', 'secondary', 'danger', 'text'];

const meta = {
  title: 'Design system/Button',
  component: Button,
  args: { children: 'Confirm', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Confirm' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Cancel: Story = { args: { variant: 'cancel', children: 'Cancel' } };

export const Secondary: Story = { args: { variant: 'secondary', children: 'Transfer' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Close position' } };

export const Text: Story = { args: { variant: 'text', children: 'Forgot password?' } };

export const Loading: Story = {
  args: { loading: true, children: 'Placing order' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Placing order' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const Disabled: Story = { args: { disabled: true, children: 'Unavailable' } };

export const AllStates: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {variants.map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <Button variant={variant}>{variant}</Button>
          <Button variant={variant} size="sm">
            {variant} small
          </Button>
          <Button variant={variant} disabled>
            {variant} disabled
          </Button>
          <Button variant={variant} loading>
            {variant} loading
          </Button>
        </div>
      ))}
    </div>
  ),
};

/** The baseline in the light theme, so the accessibility check covers its contrast too. */
export const AllStatesLight: Story = { ...AllStates, tags: [], globals: { theme: 'light' } };

/** The baseline right-to-left, as Arabic renders it. */
export const AllStatesRtl: Story = { ...AllStates, tags: [], globals: { locale: 'ar' } };
