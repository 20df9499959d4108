import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { ThemeProvider, useTheme } from './theme-provider.tsx';
import { themeBootScript } from './theme-boot-script.ts';
import type { ThemeStorage } from './theme-storage.ts';

function memoryStorage(initial: Record<string, string> = {}): ThemeStorage & {
  data: Map<string, string>;
} {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
  };
}

function Toggles() {
  const { theme, toggleTheme, upDown, setUpDown } = useTheme();
  return (
    <>
      <button type="button" onClick={toggleTheme}>
        Theme is {theme}
      </button>
      <button
        type="button"
        onClick={() => {
          setUpDown(upDown === 'normal' ? 'swapped' : 'normal');
        }}
      >
        Colours {upDown}
      </button>
    </>
  );
}

/** Shows a render error as text, so the test can read the message React would report. */
class CatchError extends Component<{ children: ReactNode }, { message: string | null }> {
  override state: { message: string | null } = { message: null };
  static getDerivedStateFromError(error: unknown) {
    return { message: error instanceof Error ? error.message : String(error) };
  }
  override render() {
    return this.state.message === null ? (
      this.props.children
    ) : (
      <p role="alert">{this.state.message}</p>
    );
  }
}

const html = document.documentElement;

afterEach(() => {
  html.setAttribute('data-theme', 'dark');
  html.removeAttribute('data-updown');
});

describe('ThemeProvider', () => {
  it('defaults to dark and sets data-theme on <html>', async () => {
    html.setAttribute('data-theme', 'light');
    const screen = await render(
      <ThemeProvider storage={memoryStorage()}>
        <Toggles />
      </ThemeProvider>,
    );
    await expect.element(screen.getByRole('button', { name: 'Theme is dark' })).toBeVisible();
    expect(html.dataset.theme).toBe('dark');
    expect(html.dataset.updown).toBe('normal');
  });

  it('reads the stored theme and persists a toggle', async () => {
    const storage = memoryStorage({ dark: 'false' });
    const screen = await render(
      <ThemeProvider storage={storage}>
        <Toggles />
      </ThemeProvider>,
    );
    expect(html.dataset.theme).toBe('light');
    await screen.getByRole('button', { name: 'Theme is light' }).click();
    await expect.element(screen.getByRole('button', { name: 'Theme is dark' })).toBeVisible();
    expect(html.dataset.theme).toBe('dark');
    expect(storage.data.get('dark')).toBe('true');
  });

  it('swaps the up/down colours and the tokens follow', async () => {
    const storage = memoryStorage();
    const screen = await render(
      <ThemeProvider storage={storage}>
        <Toggles />
      </ThemeProvider>,
    );
    await screen.getByRole('button', { name: 'Colours normal' }).click();
    await expect.element(screen.getByRole('button', { name: 'Colours swapped' })).toBeVisible();
    expect(html.dataset.updown).toBe('swapped');
    expect(storage.data.get('updown')).toBe('swapped');
  });

  it('hands <html> back as it was on unmount', async () => {
    html.setAttribute('data-theme', 'light');
    const screen = await render(
      <ThemeProvider storage={memoryStorage({ updown: 'swapped' })}>
        <Toggles />
      </ThemeProvider>,
    );
    expect(html.dataset.theme).toBe('dark');
    expect(html.dataset.updown).toBe('swapped');
    await screen.unmount();
    expect(html.dataset.theme).toBe('light');
    expect(html.hasAttribute('data-updown')).toBe(false);
  });

  it('fails fast when useTheme is used outside the provider', async () => {
    function Orphan() {
      useTheme();
      return null;
    }
    const screen = await render(
      <CatchError>
        <Orphan />
      </CatchError>,
    );
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('useTheme must be used inside <ThemeProvider>');
  });
});

describe('themeBootScript', () => {
  it('applies the stored theme before React runs', () => {
    localStorage.setItem('dark', 'false');
    localStorage.setItem('updown', 'swapped');
    try {
      // The script is meant for an inline <script>; running it the same way proves it parses.
      const script = document.createElement('script');
      script.textContent = themeBootScript;
      document.head.append(script);
      script.remove();
      expect(html.dataset.theme).toBe('light');
      expect(html.dataset.updown).toBe('swapped');
    } finally {
      localStorage.removeItem('dark');
      localStorage.removeItem('updown');
    }
  });

  it('falls back to dark with nothing stored', () => {
    html.setAttribute('data-theme', 'light');
    const script = document.createElement('script');
    script.textContent = themeBootScript;
    document.head.append(script);
    script.remove();
    expect(html.dataset.theme).toBe('dark');
  });
});
