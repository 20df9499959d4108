import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { I18n } from '@lingui/core';
import { NetworkBar } from './network-bar.tsx';
import { WithI18n, i18nLoader } from '../testing/story-loaders.tsx';

const meta = {
  title: 'App/Shell/NetworkBar',
  component: NetworkBar,
  loaders: [i18nLoader],
  decorators: [(Story, { loaded }) => <WithI18n i18n={loaded.i18n as I18n}>{Story()}</WithI18n>],
  args: { quality: 'stable', rttMs: 42 },
} satisfies Meta<typeof NetworkBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Stable: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Network: Stable');
    await expect(status).toHaveTextContent('42 ms');
  },
};

/** Arabic (issue 15, item 7): '29 ms', never 'ms 29'. */
export const StableArabic: Story = {
  args: { quality: 'stable', rttMs: 29 },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const rtt = within(canvasElement).getByText('29 ms');
    await expect(rtt.tagName).toBe('BDI');
    const text = rtt.firstChild as Text;
    const left = (index: number) => {
      const range = document.createRange();
      range.setStart(text, index);
      range.setEnd(text, index + 1);
      return range.getBoundingClientRect().left;
    };
    // '2', '9', ' ', 'm', 's': the digits are drawn left of the unit.
    await expect(left(1)).toBeLessThan(left(3));
  },
};

export const Unstable: Story = {
  args: { quality: 'unstable', rttMs: 640 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Unstable');
  },
};

export const Timeout: Story = {
  args: { quality: 'timeout', rttMs: null },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Timeout');
    await expect(status).not.toHaveTextContent('ms');
  },
};

export const Connecting: Story = {
  args: { quality: 'connecting', rttMs: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Connecting');
  },
};

export const AllStates: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <NetworkBar quality="stable" rttMs={42} />
      <NetworkBar quality="unstable" rttMs={640} />
      <NetworkBar quality="timeout" rttMs={null} />
      <NetworkBar quality="connecting" rttMs={null} />
    </div>
  ),
};
