import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { isolateLtr } from '../format/bidi.ts';
import { formatAmount } from '../format/format-amount.ts';
import {
  formatCompact,
  formatMilliseconds,
  formatPercent,
  formatSignedPercent,
  NO_VALUE,
  withUnit,
} from '../format/format-number.ts';
import { formatDateTime } from '../format/format-date-time.ts';
import { Num } from './num.tsx';

const meta = {
  title: 'Design system/Num',
  component: Num,
  args: { children: formatSignedPercent('5.0199') },
} satisfies Meta<typeof Num>;

export default meta;
type Story = StoryObj<typeof meta>;

const MS = Date.UTC(2024, 2, 5, 15, 4, 9);

const ROWS: [label: string, value: string][] = [
  ['24h change', formatSignedPercent('5.0199')],
  ['24h change', formatSignedPercent('-0.4912')],
  ['Turnover', formatCompact('18202520.336501')],
  ['Price', formatAmount('64321.987', 2)],
  ['Fee', withUnit(formatAmount('0.0000412', 7), 'BTC')],
  ['Fee', NO_VALUE],
  ['Spread', `0.01 (${formatPercent('0.04')})`],
  ['Round trip', formatMilliseconds(29)],
  ['Time', formatDateTime(MS, { timezone: 'Asia/Shanghai', localTimezone: 'UTC' })],
];

/** Every formatter's output as an isolated LTR run next to text. */
export const AllStates: Story = {
  tags: ['visual'],
  render: () => (
    <dl style={{ display: 'grid', gridTemplateColumns: 'max-content max-content', gap: 8 }}>
      {ROWS.map(([label, value], index) => (
        <div key={index} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd style={{ margin: 0 }}>
            <Num>{value}</Num>
          </dd>
        </div>
      ))}
      <dt>aria-label</dt>
      <dd style={{ margin: 0 }} aria-label={`Change ${isolateLtr(formatSignedPercent('1.5'))}`}>
        {isolateLtr(formatSignedPercent('1.5'))}
      </dd>
    </dl>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('+5.01%').tagName).toBe('BDI');
    await expect(canvas.getByText('18.20M')).toHaveAttribute('dir', 'ltr');
  },
};

/** The same in Arabic: each run still reads sign, digits, unit from left to right. */
export const AllStatesRtl: Story = {
  ...AllStates,
  tags: [],
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const num = within(canvasElement).getByText('+5.01%');
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // The '+' is drawn left of the '5', the '%' right of the '1'.
    const text = num.firstChild as Text;
    const left = (index: number) => {
      const range = document.createRange();
      range.setStart(text, index);
      range.setEnd(text, index + 1);
      return range.getBoundingClientRect().left;
    };
    await expect(left(0)).toBeLessThan(left(1));
    await expect(left(4)).toBeLessThan(left(5));
  },
};
