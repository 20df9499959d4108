import '@exchange/design-system/styles.css';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { ChartTheme } from '../types.ts';
import { mountChart, renderChart } from './test-mount.tsx';

// --ex-color-surface-raised of each theme (design-system tokens.css): the dialogs' background.
const RAISED = { light: 'rgb(255, 255, 255)', dark: 'rgb(30, 31, 35)' } as const;

const renderThemed = (theme: ChartTheme) => renderChart({ locale: 'en-US', theme });

const background = (element: Element | null) =>
  element ? getComputedStyle(element).backgroundColor : 'none';

afterEach(() => {
  document.documentElement.removeAttribute('data-theme');
});

describe('<Chart> dialogs follow the chart theme, not the page theme', () => {
  it('shows a light dialog for a light chart on a dark page, and follows a theme switch', async () => {
    document.documentElement.setAttribute('data-theme', 'dark');
    const { rerender } = await renderThemed('light');
    await userEvent.click(page.getByRole('button', { name: 'Timezone' }));
    const dialog = page.getByRole('dialog', { name: 'Timezone' });
    await expect.element(dialog).toBeVisible();
    expect(background(dialog.element())).toBe(RAISED.light);

    await rerender({ theme: 'dark' });
    await vi.waitFor(() => {
      expect(background(dialog.element())).toBe(RAISED.dark);
    });
  });

  it('shows a dark dialog, and its Select list, for a dark chart on a light page', async () => {
    document.documentElement.setAttribute('data-theme', 'light');
    await renderThemed('dark');
    await userEvent.click(page.getByRole('button', { name: 'Settings', exact: true }));
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await expect.element(dialog).toBeVisible();
    expect(background(dialog.element())).toBe(RAISED.dark);
    await userEvent.click(dialog.getByRole('combobox', { name: 'Candle Type' }));
    const list = page.getByRole('listbox');
    await expect.element(list).toBeVisible();
    expect(background(list.element())).toBe(RAISED.dark);
  });
});

/** The colour of the screenshot's top-left pixel, where the chart paints nothing. */
async function cornerPixel(url: string): Promise<[number, number, number]> {
  const image = new Image();
  image.src = url;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.width;
  canvas.height = image.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  context.drawImage(image, 0, 0);
  const [r = 0, g = 0, b = 0] = context.getImageData(1, 1, 1, 1).data;
  return [r, g, b];
}

describe('<Chart> screenshot', () => {
  it.each([
    ['dark', 'light', [0x15, 0x15, 0x17]],
    ['light', 'dark', [0xff, 0xff, 0xff]],
  ] as const)('is taken on the %s background after switching from %s', async (now, before, rgb) => {
    const { rerender } = await mountChart({ locale: 'en-US', theme: before });
    await rerender({ theme: now });
    await userEvent.click(page.getByRole('button', { name: 'Screenshot' }));
    const image = page.getByRole('img', { name: 'Screenshot' });
    await expect.element(image).toBeInTheDocument();
    const src = image.element().getAttribute('src') ?? '';
    expect(src).toMatch(/^data:image\/jpeg;/);
    const pixel = await cornerPixel(src);
    // JPEG rounds colours by a unit or two.
    pixel.forEach((channel, i) => {
      expect(Math.abs(channel - (rgb[i] ?? 0))).toBeLessThanOrEqual(3);
    });
  });
});
