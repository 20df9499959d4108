import {
  useCallback,
  useId,
  useLayoutEffect,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import styles from './list.module.css';
import { useFixedWindow } from './use-fixed-window.ts';

/** What {@link ListProps.renderItem} is told about the row it renders. */
export interface ListItemState {
  /** The row the keyboard (or pointer) is on. */
  active: boolean;
  selected: boolean;
  index: number;
}

/** Props of {@link List}. */
export interface ListProps<T> {
  items: readonly T[];
  /** A stable, unique key per item. */
  getKey: (item: T) => string;
  renderItem: (item: T, state: ListItemState) => ReactNode;
  /** Called on click, Enter or Space. */
  onSelect?: (item: T, index: number) => void;
  /** Key of the chosen item, shown as selected (`aria-selected`). */
  selectedKey?: string | undefined;
  isDisabled?: (item: T) => boolean;
  'aria-label': string;
  /** Row height in px; rows are virtualised, so it must be the real height. 40 by default. */
  itemHeight?: number;
  /** The list scrolls past this height in px. 320 by default. */
  maxHeight?: number;
  /** Shown instead of the list when there are no items. */
  empty?: ReactNode;
  /** The listbox element, e.g. for a dialog's `initialFocus`. */
  ref?: RefObject<HTMLDivElement | null>;
}

const PAGE_KEYS = new Set(['PageDown', 'PageUp']);

/**
 * A keyboard-navigable list of choices (symbol search results, indicators, timezones). Only the
 * rows in view are in the DOM (fixed-height windowing, no library), so ten thousand symbols cost
 * what twenty do. The list is one tab stop: arrows, Page Up/Down, Home and End move the active
 * row, Enter or Space chooses it (ARIA listbox with aria-activedescendant).
 *
 * @example
 * <List aria-label={t`Timezones`} items={zones} getKey={(z) => z.key}
 *   renderItem={(z) => z.text} selectedKey={zone} onSelect={(z) => setZone(z.key)} />
 */
export function List<T>({
  items,
  getKey,
  renderItem,
  onSelect,
  selectedKey,
  isDisabled,
  'aria-label': ariaLabel,
  itemHeight = 40,
  maxHeight = 320,
  empty,
  ref: outerRef,
}: ListProps<T>) {
  const baseId = useId();
  const selectedIndex = items.findIndex((item) => getKey(item) === selectedKey);
  const [active, setActive] = useState(-1);
  // The active row falls back to the selected one so the keyboard starts where the user is.
  const activeIndex = active >= 0 && active < items.length ? active : selectedIndex;

  const {
    ref: windowRef,
    range,
    totalSize,
    scrollToIndex,
  } = useFixedWindow<HTMLDivElement>({
    count: items.length,
    itemHeight,
    overscan: 6,
    initialViewport: maxHeight,
  });
  const ref = useCallback(
    (element: HTMLDivElement | null) => {
      if (outerRef) outerRef.current = element;
      const cleanup = windowRef(element);
      return () => {
        if (outerRef) outerRef.current = null;
        if (typeof cleanup === 'function') cleanup();
      };
    },
    [outerRef, windowRef],
  );

  // Open with the chosen row in view: in a long, windowed list it may not be rendered yet.
  useLayoutEffect(() => {
    if (selectedIndex >= 0) scrollToIndex(selectedIndex);
  }, [selectedIndex, scrollToIndex]);

  if (items.length === 0 && empty !== undefined) return <>{empty}</>;

  const optionId = (index: number) => `${baseId}-option-${index}`;
  const pageSize = Math.max(1, Math.floor(maxHeight / itemHeight) - 1);

  const moveTo = (index: number) => {
    const next = Math.min(items.length - 1, Math.max(0, index));
    setActive(next);
    scrollToIndex(next);
  };

  const choose = (index: number) => {
    const item = items[index];
    if (item === undefined || isDisabled?.(item) === true) return;
    onSelect?.(item, index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (items.length === 0) return;
    const from = activeIndex;
    switch (event.key) {
      case 'ArrowDown':
        moveTo(from + 1);
        break;
      case 'ArrowUp':
        moveTo(from < 0 ? items.length - 1 : from - 1);
        break;
      case 'Home':
        moveTo(0);
        break;
      case 'End':
        moveTo(items.length - 1);
        break;
      case 'Enter':
      case ' ':
        choose(from);
        break;
      default:
        if (!PAGE_KEYS.has(event.key)) return;
        moveTo(event.key === 'PageDown' ? from + pageSize : from - pageSize);
    }
    event.preventDefault();
  };

  return (
    <div
      ref={ref}
      className={styles.list}
      style={{ maxBlockSize: maxHeight }}
      role="listbox"
      tabIndex={0}
      aria-label={ariaLabel}
      // Only a rendered row can be the active descendant (axe: aria-valid-attr-value).
      aria-activedescendant={
        activeIndex >= range.start && activeIndex <= range.end ? optionId(activeIndex) : undefined
      }
      onKeyDown={onKeyDown}
    >
      <div className={styles.sizer} style={{ blockSize: totalSize }}>
        {rowIndexes(range.start, range.end).map((index) => {
          const item = items[index];
          if (item === undefined) return null;
          const state: ListItemState = {
            active: index === activeIndex,
            selected: index === selectedIndex,
            index,
          };
          const disabled = isDisabled?.(item) === true;
          return (
            // Keyboard handling lives on the listbox (aria-activedescendant), so the option
            // itself is deliberately not focusable.
            // eslint-disable-next-line jsx-a11y/interactive-supports-focus, jsx-a11y/click-events-have-key-events -- see above
            <div
              key={getKey(item)}
              id={optionId(index)}
              role="option"
              aria-selected={state.selected}
              aria-disabled={disabled || undefined}
              aria-setsize={items.length}
              aria-posinset={index + 1}
              data-active={state.active || undefined}
              className={styles.option}
              style={{ blockSize: itemHeight, transform: `translateY(${index * itemHeight}px)` }}
              onPointerMove={() => {
                if (active !== index) setActive(index);
              }}
              onClick={() => {
                setActive(index);
                choose(index);
              }}
            >
              {renderItem(item, state)}
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** `start`, `start + 1`, … `end`; empty when `end < start`. */
function rowIndexes(start: number, end: number): number[] {
  return Array.from({ length: Math.max(0, end - start + 1) }, (_, offset) => start + offset);
}
