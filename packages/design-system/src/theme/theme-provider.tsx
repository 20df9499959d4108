import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import {
  readTheme,
  readUpDown,
  writeTheme,
  UPDOWN_STORAGE_KEY,
  type Theme,
  type ThemeStorage,
  type UpDownColours,
} from './theme-storage.ts';

/** What {@link useTheme} returns. */
export interface ThemeContextValue {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
  upDown: UpDownColours;
  setUpDown: (upDown: UpDownColours) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

function restore(element: HTMLElement, name: string, value: string | null) {
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

/** Props of {@link ThemeProvider}. */
export interface ThemeProviderProps {
  /** Where the choice persists: `localStorage` in the app, a fake in tests. */
  storage: ThemeStorage;
  /** Element that carries `data-theme`/`data-updown`; <html> by default. */
  root?: HTMLElement | undefined;
  children: ReactNode;
}

/**
 * Holds the colour theme (dark by default) and the up/down colour swap, persists both through
 * the injected storage and mirrors them onto <html> as `data-theme` and `data-updown`, which the
 * tokens read. Pair it with {@link themeBootScript} in index.html so the first paint is right.
 *
 * @example
 * <ThemeProvider storage={localStorage}><App /></ThemeProvider>
 */
export function ThemeProvider({ storage, root, children }: ThemeProviderProps) {
  const [theme, setThemeState] = useState<Theme>(() => readTheme(storage));
  const [upDown, setUpDownState] = useState<UpDownColours>(() => readUpDown(storage));

  // Layout effect: the attribute must change in the same frame as the React tree, or the
  // page flashes the old theme for a frame on toggle.
  useLayoutEffect(() => {
    const element = root ?? document.documentElement;
    const previous = [element.getAttribute('data-theme'), element.getAttribute('data-updown')];
    element.setAttribute('data-theme', theme);
    element.setAttribute('data-updown', upDown);
    // Unmounting hands the element back as it was (Storybook mounts many providers in turn).
    return () => {
      restore(element, 'data-theme', previous[0] ?? null);
      restore(element, 'data-updown', previous[1] ?? null);
    };
  }, [root, theme, upDown]);

  const setTheme = useCallback(
    (next: Theme) => {
      writeTheme(storage, next);
      setThemeState(next);
    },
    [storage],
  );
  const toggleTheme = useCallback(() => {
    setTheme(theme === 'dark' ? 'light' : 'dark');
  }, [setTheme, theme]);
  const setUpDown = useCallback(
    (next: UpDownColours) => {
      storage.setItem(UPDOWN_STORAGE_KEY, next);
      setUpDownState(next);
    },
    [storage],
  );

  const value = useMemo(
    () => ({ theme, setTheme, toggleTheme, upDown, setUpDown }),
    [theme, setTheme, toggleTheme, upDown, setUpDown],
  );
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

/**
 * The current theme and its setters.
 *
 * @example const { theme, toggleTheme } = useTheme();
 */
export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (context === null) throw new Error('useTheme must be used inside <ThemeProvider>');
  return context;
}
