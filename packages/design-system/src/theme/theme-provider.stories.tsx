import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { ThemeProvider, useTheme } from './theme-provider.tsx';
import type { ThemeStorage } from './theme-storage.ts';

/**
 * Storage that forgets on reload, so stories never touch the real localStorage. It starts from
 * the theme the toolbar (or the visual harness) put on <html>, so the baseline follows it.
 */
function memoryStorage(): ThemeStorage {
  const data = new Map<string, string>([
    ['dark', document.documentElement.dataset.theme === 'light' ? 'false' : 'true'],
  ]);
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
  };
}

const swatches = [
  ['--ex-color-bg', 'Background'],
  ['--ex-color-surface', 'Surface'],
  ['--ex-color-surface-raised', 'Raised'],
  ['--ex-color-primary', 'Primary'],
  ['--ex-color-rise', 'Rise'],
  ['--ex-color-fall', 'Fall'],
  ['--ex-color-warning', 'Warning'],
  ['--ex-chart-screenshot-bg', 'Screenshot'],
] as const;

function Palette() {
  const { theme, toggleTheme, upDown, setUpDown } = useTheme();
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button variant="secondary" onClick={toggleTheme}>
          Theme: {theme}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            setUpDown(upDown === 'normal' ? 'swapped' : 'normal');
          }}
        >
          Up/down colours: {upDown}
        </Button>
      </div>
      <ul
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 12,
          margin: 0,
          padding: 0,
          listStyle: 'none',
        }}
      >
        {swatches.map(([token, name]) => (
          <li key={token} style={{ display: 'grid', gap: 4, justifyItems: 'center' }}>
            <span
              style={{
                inlineSize: 56,
                blockSize: 40,
                borderRadius: 6,
                border: '1px solid var(--ex-color-border)',
                background: `var(${token})`,
              }}
            />
            <span style={{ fontSize: 12 }}>{name}</span>
          </li>
        ))}
      </ul>
      <p style={{ margin: 0 }}>
        <span style={{ color: 'var(--ex-color-rise)' }}>+2.35% rise</span>
        {' · '}
        <span style={{ color: 'var(--ex-color-fall)' }}>-1.20% fall</span>
      </p>
    </div>
  );
}

function ThemeDemo() {
  const [storage] = useState(memoryStorage);
  return (
    <ThemeProvider storage={storage}>
      <Palette />
    </ThemeProvider>
  );
}

const meta = {
  title: 'Design system/Theme',
  component: ThemeProvider,
  args: { storage: { getItem: () => null, setItem: () => undefined }, children: null },
  render: () => <ThemeDemo />,
} satisfies Meta<typeof ThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ToggleTheme: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Theme: dark' }));
    await expect(document.documentElement.dataset.theme).toBe('light');
    await expect(canvas.getByRole('button', { name: 'Theme: light' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Theme: light' }));
    await expect(document.documentElement.dataset.theme).toBe('dark');
  },
};

export const SwapUpDownColours: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rise = canvas.getByText('+2.35% rise');
    const fall = canvas.getByText('-1.20% fall');
    const riseBefore = getComputedStyle(rise).color;
    const fallBefore = getComputedStyle(fall).color;
    await expect(riseBefore).not.toBe(fallBefore);
    await userEvent.click(canvas.getByRole('button', { name: 'Up/down colours: normal' }));
    await expect(document.documentElement.dataset.updown).toBe('swapped');
    // Rises now take the colour falls had, and the other way round.
    await expect(getComputedStyle(rise).color).toBe(fallBefore);
    await expect(getComputedStyle(fall).color).toBe(riseBefore);
  },
};

export const AllStates: Story = { tags: ['visual'] };

/** The palette in the light theme, so the accessibility check covers its contrast too. */
export const AllStatesLight: Story = { ...AllStates, tags: [], globals: { theme: 'light' } };
