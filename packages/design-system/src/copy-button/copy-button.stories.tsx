import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CopyButton } from './copy-button.tsx';

const address = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

const meta = {
  title: 'Design system/CopyButton',
  component: CopyButton,
  args: {
    text: address,
    showText: true,
    label: 'Copy address',
    onCopied: fn(),
    onFailed: fn(),
    writeText: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const CopySucceeds: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy address' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Copied');
    await expect(args.writeText).toHaveBeenCalledWith(address);
    await expect(args.onCopied).toHaveBeenCalledWith(address);
  },
};

export const CopyFails: Story = {
  args: { writeText: fn(() => Promise.reject(new Error('Permission denied'))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy address' }));
    await expect(await canvas.findByText('Copy failed')).toBeVisible();
    await expect(args.onFailed).toHaveBeenCalledTimes(1);
    await expect(args.onCopied).not.toHaveBeenCalled();
  },
};

export const LongTextTruncated: Story = {
  args: { text: `memo:${'9'.repeat(300)}`, label: 'Copy memo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shown = canvas.getByTitle(`memo:${'9'.repeat(300)}`);
    await expect(shown.textContent).toHaveLength(151);
  },
};

export const AllStates: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxInlineSize: 480 }}>
      <CopyButton
        text="UID 10293847"
        showText
        label="Copy UID"
        writeText={() => Promise.resolve()}
      />
      <CopyButton text={address} label="Copy address" writeText={() => Promise.resolve()} />
      <CopyButton text={`memo:${'9'.repeat(200)}`} showText writeText={() => Promise.resolve()} />
    </div>
  ),
};

/** The same states in the light theme, so axe checks contrast there too. */
export const AllStatesLight: Story = { ...AllStates, tags: [], globals: { theme: 'light' } };
