import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { isolateLtr } from '../format/bidi.ts';
import {
  formatCompact,
  formatMilliseconds,
  formatPercent,
  formatSignedPercent,
  withUnit,
} from '../format/format-number.ts';
import { formatDateTime } from '../format/format-date-time.ts';
import { formatAmount } from '../format/format-amount.ts';
import { Num } from './num.tsx';

/**
 * The on-screen left edge of each character of an element's text, in order of the string:
 * measured with a Range per character, so it is the visual order the reader sees.
 */
function charLefts(element: Element): number[] {
  const lefts: number[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (let index = 0; index < text.length; index += 1) {
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      const rect = range.getBoundingClientRect();
      lefts.push(rect.width === 0 ? Number.NaN : rect.left);
    }
  }
  return lefts;
}

/** Whether the visible characters of `text` inside `element` read left to right on screen. */
function readsLeftToRight(element: Element): boolean {
  const lefts = charLefts(element).filter((left) => !Number.isNaN(left));
  return lefts.every((left, index) => index === 0 || left > (lefts[index - 1] ?? -Infinity));
}

const SAMPLES = [
  formatSignedPercent('5.0199'), // +5.01%
  formatSignedPercent('-0.4912'), // −0.49%
  formatMilliseconds(29), // 29 ms
  `(${formatPercent('0.04')})`, // (0.04%)
  formatPercent('0.2'), // 0.20%
  withUnit(formatAmount('10922.77269535'), 'USDT'), // 10,922.77 USDT
  formatCompact('18202520.336501'), // 18.20M
  formatDateTime(Date.UTC(2024, 2, 5, 15, 4, 9), {
    timezone: 'Asia/Shanghai',
    localTimezone: 'UTC',
  }),
];

describe('Num in Arabic (dir=rtl, lang=ar)', () => {
  it.each(SAMPLES)('keeps sign, digits and unit of %s in reading order', async (text) => {
    const screen = await render(
      <p dir="rtl" lang="ar" style={{ fontSize: 16 }}>
        التغير <Num>{text}</Num> خلال اليوم
      </p>,
    );
    const num = screen.container.querySelector('bdi');
    expect(num).not.toBeNull();
    expect(num?.getAttribute('dir')).toBe('ltr');
    expect(num?.textContent).toBe(text);
    expect(readsLeftToRight(num as Element)).toBe(true);
  });

  it("puts '+' left of the digits and '%' right of them", async () => {
    const screen = await render(
      <p dir="rtl" lang="ar">
        <Num>{formatSignedPercent('5.01')}</Num>
      </p>,
    );
    const lefts = charLefts(screen.container.querySelector('bdi') as Element);
    // '+', '5', '.', '0', '1', '%'
    expect(lefts[0]).toBeLessThan(lefts[1] ?? 0);
    expect(lefts[4]).toBeLessThan(lefts[5] ?? 0);
  });

  it('keeps the Arabic words around a number in their right-to-left order', async () => {
    const screen = await render(
      <p dir="rtl" lang="ar" data-testid="line">
        <span data-testid="before">قبل</span> <Num>{formatMilliseconds(29)}</Num>{' '}
        <span data-testid="after">بعد</span>
      </p>,
    );
    const before = screen.getByTestId('before').element().getBoundingClientRect();
    const num = screen.container.querySelector('bdi')?.getBoundingClientRect();
    const after = screen.getByTestId('after').element().getBoundingClientRect();
    expect(num).toBeDefined();
    // Right to left: the first word is rightmost, the number in the middle, the last leftmost.
    expect(before.left).toBeGreaterThan(num?.right ?? Infinity);
    expect(after.right).toBeLessThan(num?.left ?? -Infinity);
  });

  it.each(SAMPLES)('isolateLtr keeps %s in reading order inside a plain string', async (text) => {
    const screen = await render(
      <p dir="rtl" lang="ar" data-testid="line">
        {`رصيد غير كافٍ: ${isolateLtr(text)} متاح`}
      </p>,
    );
    const line = screen.getByTestId('line').element();
    const node = line.firstChild as Text;
    const full = node.data;
    const start = full.indexOf(text);
    const lefts: number[] = [];
    for (let index = start; index < start + text.length; index += 1) {
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      const rect = range.getBoundingClientRect();
      if (rect.width > 0) lefts.push(rect.left);
    }
    expect(lefts.every((left, index) => index === 0 || left > (lefts[index - 1] ?? 0))).toBe(true);
  });

  it('would show the sign on the wrong side without the isolate (the defect it prevents)', async () => {
    const screen = await render(
      <p dir="rtl" lang="ar" data-testid="line">
        {formatSignedPercent('5.01')}
      </p>,
    );
    const lefts = charLefts(screen.getByTestId('line').element());
    // Bare '+5.01%' in an Arabic paragraph: the '+' lands right of the digits ("5.01%+").
    expect(lefts[0]).toBeGreaterThan(lefts[1] ?? Infinity);
  });
});
