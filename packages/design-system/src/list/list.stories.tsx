import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from '../empty-state/empty-state.tsx';
import { List } from './list.tsx';

interface Zone {
  key: string;
  text: string;
}

const zones: Zone[] = [
  { key: 'UTC', text: 'UTC' },
  { key: 'Pacific/Honolulu', text: '(UTC-10) Honolulu' },
  { key: 'America/Los_Angeles', text: '(UTC-7) Los Angeles' },
  { key: 'Europe/London', text: '(UTC+1) London' },
  { key: 'Asia/Dubai', text: '(UTC+4) Dubai' },
  { key: 'Asia/Shanghai', text: '(UTC+8) Shanghai' },
  { key: 'Asia/Tokyo', text: '(UTC+9) Tokyo' },
];

const symbols = Array.from({ length: 5000 }, (_, index) => ({
  key: `PAIR${index}`,
  text: `PAIR${index}/USDC`,
}));

const meta = {
  title: 'Design system/List',
  component: List<Zone>,
  args: {
    'aria-label': 'Timezones',
    items: zones,
    getKey: (zone: Zone) => zone.key,
    renderItem: (zone: Zone) => zone.text,
    onSelect: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof List<Zone>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardNavigation: Story = {
  play: async ({ args, canvasElement }) => {
    const list = within(canvasElement).getByRole('listbox', { name: 'Timezones' });
    await userEvent.tab();
    await expect(list).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(zones[1], 1);
  },
};

export const Selected: Story = { args: { selectedKey: 'Asia/Shanghai' } };

export const Disabled: Story = { args: { isDisabled: (zone: Zone) => zone.key === 'UTC' } };

export const Empty: Story = {
  args: { items: [], empty: <EmptyState size="compact" title="No results" /> },
};

function LongListDemo() {
  const [chosen, setChosen] = useState('PAIR0');
  return (
    <List
      aria-label="Symbols"
      items={symbols}
      getKey={(symbol) => symbol.key}
      renderItem={(symbol) => symbol.text}
      selectedKey={chosen}
      onSelect={(symbol) => {
        setChosen(symbol.key);
      }}
      itemHeight={32}
    />
  );
}

export const LongVirtualised: Story = {
  render: () => <LongListDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('option').length).toBeLessThan(40);
    await userEvent.click(canvas.getByRole('option', { name: 'PAIR2/USDC' }));
    await userEvent.keyboard('{End}{Enter}');
    await expect(await canvas.findByRole('option', { name: 'PAIR4999/USDC' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const AllStates: Story = {
  tags: ['visual'],
  args: {
    selectedKey: 'Asia/Shanghai',
    isDisabled: (zone: Zone) => zone.key === 'UTC',
  },
};

/** The baseline in the light theme, so the accessibility check covers its contrast too. */
export const AllStatesLight: Story = { ...AllStates, tags: [], globals: { theme: 'light' } };

/** The baseline right-to-left, as Arabic renders it. */
export const AllStatesRtl: Story = { ...AllStates, tags: [], globals: { locale: 'ar' } };
