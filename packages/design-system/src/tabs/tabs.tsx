import type { ReactNode } from 'react';
import * as RadixTabs from '@radix-ui/react-tabs';
import { useDocumentDirection } from '../direction/use-document-direction.ts';
import styles from './tabs.module.css';

/** One tab and its panel. */
export interface TabItem {
  /** Stable key, reported by `onValueChange`. */
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

/** Props of {@link Tabs}. */
export interface TabsProps {
  items: readonly TabItem[];
  /** Accessible name of the tab list, e.g. "Order history". */
  label: string;
  /** Controlled selected tab. */
  value?: string;
  /** Uncontrolled initial tab; the first enabled tab if neither is given. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** `line` underlines the current tab (page sections); `pill` fills it (compact toggles). */
  variant?: 'line' | 'pill';
  /** `manual`: arrows move focus and Enter/Space selects; `automatic`: focus selects. */
  activationMode?: 'automatic' | 'manual';
}

/**
 * Tabs over panels (Radix Tabs): arrow keys move between tabs (mirrored right-to-left),
 * Home/End jump to the ends, disabled tabs are skipped.
 *
 * @example
 * <Tabs label={t`Orders`} items={[{ value: 'open', label: t`Open orders`, content: <OpenOrders /> },
 *   { value: 'history', label: t`History`, content: <History /> }]} />
 */
export function Tabs({
  items,
  label,
  value,
  defaultValue,
  onValueChange,
  variant = 'line',
  activationMode = 'automatic',
}: TabsProps) {
  const dir = useDocumentDirection();
  const fallback = items.find((item) => item.disabled !== true)?.value;
  return (
    <RadixTabs.Root
      className={styles.root}
      value={value}
      defaultValue={value === undefined ? (defaultValue ?? fallback) : undefined}
      onValueChange={onValueChange}
      activationMode={activationMode}
      dir={dir}
      data-variant={variant}
    >
      <RadixTabs.List className={styles.list} aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            className={styles.trigger}
            value={item.value}
            disabled={item.disabled}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} className={styles.panel} value={item.value}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
