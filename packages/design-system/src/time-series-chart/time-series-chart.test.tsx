import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import '../styles.css';
import { readChartLook } from './chart-look.ts';
import { TimeSeriesChart } from './time-series-chart.tsx';
import {
  ASSET_VALUE,
  formatAxisTime,
  formatTime,
  formatValue,
  SUMMARY_LABELS,
} from './time-series-fixtures.ts';

const props = {
  points: ASSET_VALUE,
  label: 'Total asset value',
  summaryLabels: SUMMARY_LABELS,
  formatValue,
  formatTime,
  formatAxisTime,
};

async function until(check: () => boolean, what: string) {
  for (let frame = 0; frame < 300; frame += 1) {
    if (check()) return;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  throw new Error(`timed out waiting for ${what}`);
}

afterEach(() => {
  delete document.documentElement.dataset.theme;
});

describe('readChartLook', () => {
  it('reads the tone, text, grid and font tokens of the theme in force', () => {
    const host = document.createElement('div');
    document.body.append(host);
    document.documentElement.dataset.theme = 'dark';
    const dark = readChartLook(host, 'primary');
    expect(dark.line).toBe('#3b82f6');
    expect(dark.fillTop).toBe('rgba(59, 130, 246, 0.28)');
    expect(dark.font).toMatch(/^12px 'Noto Sans Variable', /);
    document.documentElement.dataset.theme = 'light';
    expect(readChartLook(host, 'fall').line).toBe('#c81e3a');
    host.remove();
  });
});

describe('TimeSeriesChart', () => {
  it('follows its container width', async () => {
    const screen = await render(
      <div style={{ inlineSize: 400 }} data-testid="box">
        <TimeSeriesChart {...props} height={120} />
      </div>,
    );
    const root = screen.container;
    await until(() => root.querySelector('[data-state="ready"]') !== null, 'the first draw');
    const wrap = () => root.querySelector<HTMLElement>('.u-wrap')?.getBoundingClientRect().width;
    expect(wrap()).toBe(400);
    root
      .querySelector<HTMLElement>('[data-testid="box"]')
      ?.style.setProperty('inline-size', '520px');
    await until(() => wrap() === 520, 'the resize');
  });

  it('redraws with the new colours when the theme changes', async () => {
    document.documentElement.dataset.theme = 'dark';
    const screen = await render(
      <div style={{ inlineSize: 300 }}>
        <TimeSeriesChart {...props} height={100} />
      </div>,
    );
    const root = screen.container;
    await until(() => root.querySelector('[data-state="ready"]') !== null, 'the first draw');
    const firstCanvas = root.querySelector('canvas');
    document.documentElement.dataset.theme = 'light';
    await until(
      () =>
        root.querySelector('[data-state="ready"] canvas') !== null &&
        root.querySelector('canvas') !== firstCanvas,
      'the redraw in the light theme',
    );
  });

  it('does not draw, nor load the library, while loading or empty', async () => {
    const screen = await render(
      <div style={{ inlineSize: 300 }}>
        <TimeSeriesChart {...props} loading loadingLabel="Loading" />
        <TimeSeriesChart {...props} points={[]} emptyLabel="No data" />
      </div>,
    );
    await expect.element(screen.getByRole('status', { name: 'Loading' })).toBeVisible();
    await expect.element(screen.getByText('No data')).toBeVisible();
    expect(screen.container.querySelector('canvas')).toBeNull();
    expect(screen.container.querySelector('[role="img"]')).toBeNull();
  });
});
