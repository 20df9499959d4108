import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Sparkline } from './sparkline.tsx';

/** 24 hourly closes of a market that rose, one that fell and one that did not move. */
const RISING = ['100', '101.5', '100.8', '102', '103.2', '102.9', '104', '105.5', '105', '107'];
const FALLING = ['0.15', '0.149', '0.1502', '0.147', '0.145', '0.1461', '0.142', '0.141'];
const FLAT = ['65000', '65000', '65000'];

const meta = {
  title: 'Design system/Sparkline',
  component: Sparkline,
  args: { values: RISING, label: '24h low 100, high 107' },
} satisfies Meta<typeof Sparkline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rising: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The drawing is hidden from assistive technology; its text alternative is not.
    await expect(canvas.getByText('24h low 100, high 107')).toBeInTheDocument();
    const line = canvasElement.querySelector('[data-state]');
    await expect(line).toHaveAttribute('data-state', 'rise');
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Falling: Story = {
  args: { values: FALLING, label: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'fall');
  },
};

export const NoData: Story = {
  args: { values: [], label: undefined },
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('[data-state]');
    await expect(box).toHaveAttribute('data-state', 'empty');
    await expect(canvasElement.querySelector('polyline')).toBeNull();
  },
};

export const AllStates: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <Sparkline values={RISING} />
      <Sparkline values={FALLING} />
      <Sparkline values={FLAT} />
      <Sparkline values={RISING} trend="fall" width={160} height={48} />
      <Sparkline values={[]} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const states = [...canvasElement.querySelectorAll('[data-state]')].map((el) =>
      el.getAttribute('data-state'),
    );
    await expect(states).toEqual(['rise', 'fall', 'flat', 'fall', 'empty']);
  },
};

/** The same drawings right-to-left: time still runs left to right, as on the chart. */
export const AllStatesRtl: Story = { ...AllStates, tags: [], globals: { locale: 'ar' } };

/** In the light theme, so the accessibility check covers its colours too. */
export const AllStatesLight: Story = { ...AllStates, tags: [], globals: { theme: 'light' } };
