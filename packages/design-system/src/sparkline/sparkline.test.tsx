import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import Big from 'big.js';
import '../styles.css';
import { Sparkline } from './sparkline.tsx';
import { sparklinePoints, sparklineTrend } from './sparkline-points.ts';

describe('sparklinePoints', () => {
  it('puts the highest value at the top and spreads the points across the width', () => {
    expect(sparklinePoints(['1', '3', '2'], 100, 20, 0)).toBe('0,20 50,0 100,10');
  });

  it('keeps the stroke inside the box with an inset', () => {
    expect(sparklinePoints(['1', '2'], 10, 20, 2)).toBe('0,18 10,2');
  });

  it('draws a flat series through the middle', () => {
    expect(sparklinePoints(['5', '5.00', '5'], 20, 10)).toBe('0,5 10,5 20,5');
  });

  it('draws nothing for fewer than two values', () => {
    expect(sparklinePoints([], 20, 10)).toBe('');
    expect(sparklinePoints(['1'], 20, 10)).toBe('');
  });

  it('scales tiny and huge decimals in big.js, where floats lose the shape', () => {
    // As floats, 1e16 + 1 and 1e16 + 2 are the same number: the rise would vanish.
    expect(
      sparklinePoints(['10000000000000000', '10000000000000001', '10000000000000002'], 2, 2, 0),
    ).toBe('0,2 1,1 2,0');
    expect(sparklinePoints(['0.00000001', new Big('0.00000003')], 10, 10, 0)).toBe('0,10 10,0');
  });
});

describe('sparklineTrend', () => {
  it('compares the last value with the first', () => {
    expect(sparklineTrend(['10', '12', '11'])).toBe('rise');
    expect(sparklineTrend(['10', '8', '9.99'])).toBe('fall');
    expect(sparklineTrend(['10', '12', '10.0'])).toBe('flat');
    expect(sparklineTrend([])).toBe('flat');
  });
});

describe('Sparkline', () => {
  it('draws a hidden polyline coloured by its trend, with the text alternative for screen readers', async () => {
    const screen = await render(
      <Sparkline values={['1', '3', '2']} width={100} height={20} label="24h low 1, high 3" />,
    );
    const root = screen.container.querySelector('[data-state]');
    expect(root?.getAttribute('data-state')).toBe('rise');
    const svg = screen.container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.querySelector('polyline')?.getAttribute('points')).toBe('0,18.5 50,1.5 100,10');
    await expect.element(screen.getByText('24h low 1, high 3')).toBeInTheDocument();
    // The dark theme's rise token (#2ebd85), which the line strokes with (currentColor).
    expect(getComputedStyle(root as Element).color).toBe('rgb(46, 189, 133)');
  });

  it('keeps its size with no data, so nothing moves when the data arrives', async () => {
    const screen = await render(<Sparkline values={[]} width={80} height={24} />);
    const root = screen.container.querySelector<HTMLElement>('[data-state]');
    expect(root?.dataset.state).toBe('empty');
    expect(root?.getBoundingClientRect().width).toBe(80);
    expect(root?.getBoundingClientRect().height).toBe(24);
    expect(screen.container.querySelector('polyline')).toBeNull();
  });

  it('takes the trend it is given over its own (the 24 h change of a market)', async () => {
    const screen = await render(<Sparkline values={['1', '2']} trend="fall" />);
    const root = screen.container.querySelector('[data-state]');
    expect(root?.getAttribute('data-state')).toBe('fall');
    // The dark theme's fall token (#f6465d).
    expect(getComputedStyle(root as Element).color).toBe('rgb(246, 70, 93)');
  });
});
