import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { Tooltip } from './tooltip.tsx';

const meta = {
  title: 'Design system/Tooltip',
  component: Tooltip,
  args: {
    content: 'The price used to trigger liquidation',
    children: <Button variant="text">Mark price</Button>,
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const OpensOnFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Mark price' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'The price used to trigger liquidation',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(async () => {
      await expect(screen.queryByRole('tooltip')).toBeNull();
    });
  },
};

export const OpensOnHover: Story = {
  args: { delayDuration: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: 'Mark price' }));
    // The tooltip fades in, so wait until it is fully shown.
    await waitFor(async () => {
      await expect(screen.getByRole('tooltip').parentElement).toBeVisible();
    });
  },
};

export const AllStates: Story = {
  tags: ['visual'],
  args: { defaultOpen: true, side: 'bottom' },
  render: (args) => (
    <div style={{ blockSize: 120, paddingBlockStart: 8 }}>
      <Tooltip {...args} />
    </div>
  ),
};

/** The same states in the light theme, so axe checks contrast there too. */
export const AllStatesLight: Story = { ...AllStates, tags: [], globals: { theme: 'light' } };
