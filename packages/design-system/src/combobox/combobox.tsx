import * as RadixPopover from '@radix-ui/react-popover';
import { useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useDocumentDirection } from '../direction/use-document-direction.ts';
import { VISUALLY_HIDDEN } from '../visually-hidden/visually-hidden.ts';
import { filterItems, nextEnabled, type ComboboxItem } from './filter-items.ts';
import styles from './combobox.module.css';

/** Props of {@link Combobox}. */
export interface ComboboxProps<V extends string = string> {
  items: readonly ComboboxItem<V>[];
  /** Controlled value (null: nothing chosen); leave out and use `defaultValue` for uncontrolled. */
  value?: V | null;
  defaultValue?: V;
  /** Called only when a different item is chosen. */
  onChange?: (value: V) => void;
  /** Name of the field, translated ("Coin"): read before the chosen item, not shown. */
  label: string;
  /** Shown on the button while nothing is chosen, translated ("Select a coin"). */
  placeholder?: ReactNode;
  /** Accessible name of the search box, translated ("Search coins"); also its placeholder. */
  searchLabel: string;
  /** Shown when nothing matches what was typed, translated ("No results"). */
  emptyLabel: ReactNode;
  /**
   * Id of the button, for a `<label htmlFor>` (a design-system Field). The label then names the
   * button, and the chosen item becomes its description, so it is still read.
   */
  id?: string;
  /** From a Field: its hint or error. */
  'aria-describedby'?: string | undefined;
  /** From a Field: the choice is wrong. */
  'aria-invalid'?: true | undefined;
  disabled?: boolean;
  /** Open on first render (a story's baseline, a page that asks for the coin first). */
  defaultOpen?: boolean;
}

function ItemBody({ item }: { item: ComboboxItem }) {
  return (
    <>
      {item.icon === undefined ? null : (
        <span className={styles.icon} aria-hidden="true">
          {item.icon}
        </span>
      )}
      <span className={styles.text}>
        <span className={styles.label}>{item.label}</span>
        {item.description === undefined ? null : (
          <span className={styles.description}>{item.description}</span>
        )}
      </span>
    </>
  );
}

/** Where the highlight starts on opening: the chosen item, else the first enabled one. */
function startIndex(items: readonly ComboboxItem[], current: string | null): number {
  const index = items.findIndex((item) => item.value === current && item.disabled !== true);
  return index === -1 ? nextEnabled(items, -1, 1) : index;
}

/**
 * A searchable picker (the deposit and withdraw pages' coin and network pickers): a button that
 * shows the chosen item and opens a panel with a search box over the list. Typing filters
 * ({@link filterItems}); ArrowDown/ArrowUp move through the matches (skipping disabled ones,
 * wrapping), Enter chooses, Escape closes without choosing, and focus returns to the button. The
 * search box is an ARIA combobox driving its listbox by `aria-activedescendant`, so focus never
 * leaves it. Radix Popover places the panel (flipping at the viewport's edges) and follows the
 * page's direction.
 *
 * @example
 * <Combobox label={t`Coin`} searchLabel={t`Search coins`} emptyLabel={t`No results`}
 *   items={coins.map((c) => ({ value: c.coin, label: c.coin, description: c.name,
 *     icon: <Avatar src={c.logo} name={c.coin} size="sm" /> }))}
 *   value={coin} onChange={setCoin} />
 */
export function Combobox<V extends string = string>({
  items,
  value,
  defaultValue,
  onChange,
  label,
  placeholder,
  searchLabel,
  emptyLabel,
  id,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  disabled,
  defaultOpen = false,
}: ComboboxProps<V>) {
  const dir = useDocumentDirection();
  const baseId = useId();
  const listId = `${baseId}-list`;
  const valueId = `${baseId}-value`;
  const [ownValue, setOwnValue] = useState<V | null>(defaultValue ?? null);
  const current = value === undefined ? ownValue : value;
  const chosen = items.find((item) => item.value === current);
  const [open, setOpen] = useState(defaultOpen);
  const [query, setQuery] = useState('');
  const matches = useMemo(() => filterItems(items, query), [items, query]);
  const [active, setActive] = useState(() => startIndex(items, current));
  const listRef = useRef<HTMLDivElement | null>(null);
  const optionId = (index: number) => `${baseId}-option-${String(index)}`;

  const moveTo = (index: number) => {
    setActive(index);
    listRef.current
      ?.querySelector(`#${CSS.escape(optionId(index))}`)
      ?.scrollIntoView({ block: 'nearest' });
  };

  const openChange = (next: boolean) => {
    setOpen(next);
    if (!next) return;
    // Each opening starts from the whole list, on the chosen item.
    setQuery('');
    setActive(startIndex(items, current));
  };

  const choose = (item: ComboboxItem<V>) => {
    if (item.disabled === true) return;
    setOpen(false);
    if (item.value === current) return;
    if (value === undefined) setOwnValue(item.value);
    onChange?.(item.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const index = nextEnabled(matches, active, event.key === 'ArrowDown' ? 1 : -1);
      if (index !== -1) moveTo(index);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const item = matches[active];
      if (item !== undefined) choose(item);
    }
  };

  const activeItem = matches[active];
  return (
    <RadixPopover.Root open={open} onOpenChange={openChange}>
      <RadixPopover.Trigger
        id={id}
        type="button"
        className={styles.trigger}
        disabled={disabled}
        aria-invalid={invalid}
        aria-describedby={
          [id === undefined ? undefined : valueId, describedBy].filter(Boolean).join(' ') ||
          undefined
        }
      >
        {id === undefined ? <span className={VISUALLY_HIDDEN}>{label}</span> : null}
        <span className={styles.body} id={valueId}>
          {chosen === undefined ? (
            <span className={styles.placeholder}>{placeholder}</span>
          ) : (
            <ItemBody item={chosen} />
          )}
        </span>
        <svg
          className={styles.chevron}
          viewBox="0 0 16 16"
          width="12"
          height="12"
          aria-hidden="true"
        >
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          className={styles.panel}
          aria-label={label}
          align="start"
          sideOffset={4}
          collisionPadding={8}
          dir={dir}
        >
          <input
            className={styles.search}
            type="text"
            role="combobox"
            aria-label={searchLabel}
            placeholder={searchLabel}
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeItem === undefined ? undefined : optionId(active)}
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(event) => {
              const nextQuery = event.target.value;
              setQuery(nextQuery);
              setActive(nextEnabled(filterItems(items, nextQuery), -1, 1));
            }}
            onKeyDown={onKeyDown}
          />
          {matches.length === 0 ? (
            <p className={styles.empty} role="status">
              {emptyLabel}
            </p>
          ) : null}
          <div ref={listRef} id={listId} role="listbox" aria-label={label} className={styles.list}>
            {matches.map((item, index) => (
              // The combobox pattern (WAI-ARIA APG): focus stays in the search box, whose keys
              // (arrows, Enter) drive these options through aria-activedescendant; a pointer
              // clicks them. They are never focused themselves.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus -- see above
              <div
                key={item.value}
                id={optionId(index)}
                role="option"
                aria-selected={item.value === current}
                aria-disabled={item.disabled === true ? true : undefined}
                data-active={index === active ? '' : undefined}
                className={styles.option}
                onPointerMove={() => {
                  if (item.disabled !== true && index !== active) setActive(index);
                }}
                onClick={() => {
                  choose(item);
                }}
              >
                <ItemBody item={item} />
                {item.value === current ? (
                  <svg
                    className={styles.check}
                    viewBox="0 0 16 16"
                    width="12"
                    height="12"
                    aria-hidden="true"
                  >
                    <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" />
                  </svg>
                ) : null}
              </div>
            ))}
          </div>
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
