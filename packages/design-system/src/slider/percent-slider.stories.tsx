import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PercentSlider, type PercentSliderProps } from './percent-slider.tsx';

function Stateful(props: PercentSliderProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxInlineSize: 320 }}>
      <PercentSlider
        {...props}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          props.onValueChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Design system/PercentSlider',
  component: PercentSlider,
  args: { value: 0, label: 'Order size', onValueChange: fn(), onValueCommit: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof PercentSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Half: Story = { args: { value: 50 } };

export const Disabled: Story = { args: { value: 25, disabled: true } };

export const ClickMarks: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const thumb = canvas.getByRole('slider', { name: 'Order size' });
    for (const mark of [25, 50, 75, 100, 0]) {
      await userEvent.click(canvas.getByRole('button', { name: `${mark}%` }));
      await expect(thumb).toHaveAttribute('aria-valuenow', String(mark));
      await expect(args.onValueCommit).toHaveBeenLastCalledWith(mark);
    }
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const thumb = canvas.getByRole('slider', { name: 'Order size' });
    await userEvent.tab();
    await expect(thumb).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '3');
    await userEvent.keyboard('{PageUp}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '13');
    await userEvent.keyboard('{End}');
    await expect(thumb).toHaveAttribute('aria-valuetext', '100%');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(100);
  },
};

export const RightToLeft: Story = { args: { value: 25 }, globals: { locale: 'ar' } };

export const AllStates: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxInlineSize: 320 }}>
      {[0, 25, 60, 100].map((value) => (
        <PercentSlider
          key={value}
          value={value}
          onValueChange={() => undefined}
          label={`Size at ${value}`}
          marksLabel={`Marks at ${value}`}
        />
      ))}
      <PercentSlider
        value={50}
        onValueChange={() => undefined}
        label="Disabled size"
        marksLabel="Disabled marks"
        disabled
      />
    </div>
  ),
};

/** The same states in the light theme, so axe checks contrast there too. */
export const AllStatesLight: Story = { ...AllStates, tags: [], globals: { theme: 'light' } };
