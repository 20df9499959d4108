import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { emulateTouch, tap, touch } from './test-input.ts';
import { chooseTool, figureBox, mountChart, pointsAt } from './test-mount.tsx';

// Real touch input (test-input.ts): with touch emulation on, as on a phone. klinecharts reads the
// touch events itself and sets touch-action: none on its own container, so the page neither pans
// nor zooms under the finger.

// klinecharts reads a second tap within 500 ms of the first as a double-tap candidate; a finger
// taking its time to aim never meets that.
const aim = () => new Promise((resolve) => setTimeout(resolve, 600));

beforeAll(async () => {
  await emulateTouch(true);
});
afterAll(async () => {
  await emulateTouch(false);
});

async function mountInEnglish() {
  const { chart, drawings } = await mountChart({ locale: 'en-US' });
  return { chart, drawings, box: figureBox() };
}

/** Two points of a segment, in pixels of the chart. */
const SEGMENT_TAPS = [
  { x: 200, y: 100 },
  { x: 450, y: 220 },
];

describe('<Chart> touch', () => {
  it('pans the visible range with a one-finger drag', async () => {
    const { chart, box } = await mountInEnglish();
    const before = chart.getVisibleRange();
    const y = box.top + 150;
    const x = box.left + 300;
    await touch('touchStart', x, y);
    for (let step = 1; step <= 10; step++) await touch('touchMove', x + step * 30, y);
    await touch('touchEnd', x + 300, y);
    const after = chart.getVisibleRange();
    // Dragging right brings older bars in: about 300 px worth of them (bar space 8 px here).
    expect(after.from).toBeLessThan(before.from - 20);
    expect(after.to).toBeLessThan(before.to - 20);
  });

  it('draws a horizontal line from one tap', async () => {
    const { chart, box, drawings } = await mountInEnglish();
    await userEvent.click(page.getByRole('button', { name: 'Horizontal Line', exact: true }));
    const x = box.left + 400;
    const y = box.top + 120;
    await tap(x, y);
    const [line, ...rest] = drawings();
    expect(rest).toHaveLength(0);
    expect(line?.name).toBe('horizontalStraightLine');
    expect(line?.points).toHaveLength(1);
    const [expected] = pointsAt(chart, [{ x: x - box.left, y: y - box.top }]);
    expect(line?.points[0]?.value).toBeCloseTo(expected?.value ?? NaN, 2);
    // The drawing is finished: the tool is released.
    await expect
      .element(page.getByRole('button', { name: 'Horizontal Line', exact: true }))
      .toHaveAttribute('aria-pressed', 'false');
  });

  it('draws a segment from two taps, one undoable edit', async () => {
    const { chart, box, drawings } = await mountInEnglish();
    await chooseTool('Lines', 'Segment');
    const [first, second] = SEGMENT_TAPS;
    if (!first || !second) throw new Error('two taps');
    await tap(box.left + first.x, box.top + first.y);
    expect(drawings()[0]?.points).toHaveLength(1);
    await aim();
    await tap(box.left + second.x, box.top + second.y);
    const [segment] = drawings();
    expect(segment?.name).toBe('segment');
    const expected = pointsAt(chart, SEGMENT_TAPS);
    expect(segment?.points.map((p) => p.timestamp)).toEqual(expected.map((p) => p.timestamp));
    expect(segment?.points[1]?.value).toBeCloseTo(expected[1]?.value ?? NaN, 2);
    await userEvent.click(page.getByRole('button', { name: 'Undo' }));
    expect(drawings()).toHaveLength(0);
  });

  it('keeps a brisk second tap that klinecharts would drop as half a double-tap', async () => {
    const { chart, box, drawings } = await mountInEnglish();
    const segmentTool = await chooseTool('Lines', 'Segment');
    for (const { x, y } of SEGMENT_TAPS) await tap(box.left + x, box.top + y);
    const drawn = drawings();
    expect(drawn).toHaveLength(1);
    const expected = pointsAt(chart, SEGMENT_TAPS);
    expect(drawn[0]?.points.map((p) => p.timestamp)).toEqual(expected.map((p) => p.timestamp));
    await expect.element(segmentTool).toHaveAttribute('aria-pressed', 'false');
  });

  it('draws a triangle from three brisk taps, each point once', async () => {
    const { chart, box, drawings } = await mountInEnglish();
    await chooseTool('Shapes', 'Triangle');
    const taps = [
      { x: 150, y: 200 },
      { x: 300, y: 80 },
      { x: 450, y: 220 },
    ];
    for (const { x, y } of taps) await tap(box.left + x, box.top + y);
    const [triangle, ...rest] = drawings();
    expect(rest).toHaveLength(0);
    expect(triangle?.points.map((p) => p.timestamp)).toEqual(
      pointsAt(chart, taps).map((p) => p.timestamp),
    );
  });
});
