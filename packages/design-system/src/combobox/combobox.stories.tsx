import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Field } from '../field/field.tsx';
import { Combobox } from './combobox.tsx';
import { COINS, NETWORKS } from './combobox-fixtures.tsx';

const meta = {
  title: 'Design system/Combobox',
  component: Combobox,
  args: {
    items: COINS,
    label: 'Coin',
    placeholder: 'Select a coin',
    searchLabel: 'Search coins',
    emptyLabel: 'No results',
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 320, minBlockSize: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

const activeOption = () =>
  document.getElementById(
    screen.getByRole('combobox', { name: 'Search coins' }).getAttribute('aria-activedescendant') ??
      '',
  );

export const TypeToFilter: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Coin/ });
    await expect(trigger).toHaveTextContent('Select a coin');
    await userEvent.click(trigger);
    const search = await screen.findByRole('combobox', { name: 'Search coins' });
    await expect(search).toHaveFocus();
    await userEvent.type(search, 'us');
    const [first, second, ...rest] = screen.getAllByRole('option');
    await expect(first).toHaveAccessibleName('USDT Tether USD');
    await expect(second).toHaveAccessibleName('USDC USD Coin');
    await expect(rest).toEqual([]);
    // The first match is highlighted; ArrowDown moves on, Enter chooses.
    await expect(activeOption()).toHaveTextContent('USDT');
    await userEvent.keyboard('{ArrowDown}');
    await expect(activeOption()).toHaveTextContent('USDC');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('USDC');
    await waitFor(async () => {
      await expect(screen.queryByRole('listbox')).toBeNull();
    });
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAccessibleName('Coin USDC USD Coin');
  },
};

export const KeyboardWrapsAndEscapeCloses: Story = {
  args: { defaultValue: 'ETH' },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Coin/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    // Opening starts on the chosen coin; up from the first wraps to the last.
    await expect(activeOption()).toHaveTextContent('ETH');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(activeOption()).toHaveTextContent('DOGE');
    await userEvent.keyboard('{ArrowDown}');
    await expect(activeOption()).toHaveTextContent('BTC');
    await userEvent.keyboard('{Escape}');
    await waitFor(async () => {
      await expect(screen.queryByRole('listbox')).toBeNull();
    });
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveTextContent('ETH');
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Coin/ }));
    await userEvent.type(await screen.findByRole('combobox', { name: 'Search coins' }), 'zzz');
    await expect(screen.getByRole('status')).toHaveTextContent('No results');
    await expect(screen.queryAllByRole('option')).toHaveLength(0);
    // Enter with nothing to choose keeps the panel open.
    await userEvent.keyboard('{Enter}');
    await expect(screen.getByRole('combobox', { name: 'Search coins' })).toHaveFocus();
  },
};

/** The network picker: a suspended network is listed but skipped and cannot be chosen. */
export const Networks: Story = {
  args: { items: NETWORKS, label: 'Network', placeholder: 'Select a network' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Network/ }));
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(activeOption()).toHaveTextContent('SOL');
    await userEvent.click(screen.getByRole('option', { name: /BEP20/ }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('option', { name: /ERC20/ }));
    await expect(args.onChange).toHaveBeenCalledWith('ERC20');
  },
};

/** Inside a Field: its label names the button, the chosen coin and the error describe it. */
export const InAField: Story = {
  args: { defaultValue: 'USDT' },
  render: (args) => (
    <Field label="Coin" error="Deposits of this coin are paused">
      {(control) => <Combobox {...args} {...control} />}
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Coin' });
    await expect(trigger).toHaveAccessibleDescription(
      'USDT Tether USD Deposits of this coin are paused',
    );
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'BTC', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Coin/ })).toBeDisabled();
  },
};

export const AllStates: Story = {
  tags: ['visual'],
  render: (args) => (
    // The open one last, with room below it for its panel.
    <div style={{ display: 'grid', gap: 12, paddingBlockEnd: 380 }}>
      <Combobox {...args} label="Placeholder" />
      <Combobox {...args} label="Disabled" defaultValue="BTC" disabled />
      <Combobox {...args} label="Open" defaultValue="USDT" defaultOpen />
    </div>
  ),
  play: async () => {
    await expect(await screen.findByRole('listbox')).toBeVisible();
  },
};

/** Arabic: the panel and the rows run right-to-left; the codes stay as they are. */
export const AllStatesRtl: Story = { ...AllStates, tags: [], globals: { locale: 'ar' } };

/** In the light theme, so the accessibility check covers its colours too. */
export const AllStatesLight: Story = { ...AllStates, tags: [], globals: { theme: 'light' } };
