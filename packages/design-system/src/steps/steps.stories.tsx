import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Steps } from './steps.tsx';

const steps = [
  { title: 'Invite friends', description: 'Share your referral link' },
  { title: 'Friends trade', description: 'They sign up and trade' },
  { title: 'Earn rewards', description: 'Commission paid daily' },
];

const meta = {
  title: 'Design system/Steps',
  component: Steps,
  args: { steps, current: 1, label: 'Referral steps' },
} satisfies Meta<typeof Steps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).toHaveTextContent('complete');
  },
};

export const NotStarted: Story = { args: { current: 0 } };

export const AllComplete: Story = { args: { current: 3 } };

export const Vertical: Story = { args: { orientation: 'vertical' } };

export const AllStates: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, maxInlineSize: 720 }}>
      {[0, 1, 3].map((current) => (
        <Steps key={current} {...args} current={current} label={`Referral steps at ${current}`} />
      ))}
      <Steps {...args} orientation="vertical" label="Vertical referral steps" />
    </div>
  ),
};

/** The same states in the light theme, so axe checks contrast there too. */
export const AllStatesLight: Story = { ...AllStates, tags: [], globals: { theme: 'light' } };
