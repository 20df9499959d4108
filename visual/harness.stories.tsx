import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * The visual harness's own fixture: a swatch in a fixed colour and a line of text in each
 * script the 12 languages need, so a missing font or a one-unit colour change shows up.
 */
function Swatch({ color }: { color: string }) {
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', padding: 8 }}>
      <div data-testid="swatch" style={{ inlineSize: 40, blockSize: 40, background: color }} />
      <p style={{ margin: 0 }}>Exchange 交易所 取引所 거래소 منصة التداول एक्सचेंज Биржа</p>
    </div>
  );
}

const meta = {
  title: 'Harness/Swatch',
  component: Swatch,
  args: { color: '#2563eb' },
} satisfies Meta<typeof Swatch>;

export default meta;

export const Blue: StoryObj<typeof meta> = { tags: ['visual'] };
