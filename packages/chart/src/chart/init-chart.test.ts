import { dispose } from 'klinecharts';
import { describe, expect, it } from 'vitest';
import { initChart } from './init-chart.ts';

describe('initChart', () => {
  it('throws "Container is null" without a container', () => {
    expect(() => initChart(null)).toThrow('Container is null');
  });

  it('creates a chart in a container', () => {
    const el = document.createElement('div');
    el.style.width = '400px';
    el.style.height = '300px';
    document.body.append(el);
    const chart = initChart(el);
    expect(el.querySelector('canvas')).not.toBeNull();
    dispose(chart);
    el.remove();
  });
});

describe('initChart tab order', () => {
  it('leaves no positive tabindex behind (axe: tabindex)', () => {
    const el = document.createElement('div');
    el.style.width = '400px';
    el.style.height = '300px';
    document.body.append(el);
    const chart = initChart(el);
    expect(el.querySelector('[tabindex="1"]')).toBeNull();
    expect(el.querySelector('[tabindex="0"]')).not.toBeNull();
    dispose(chart);
    el.remove();
  });
});
