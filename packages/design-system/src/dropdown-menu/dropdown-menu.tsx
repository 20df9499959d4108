import type { ReactElement, ReactNode } from 'react';
import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { useDocumentDirection } from '../direction/use-document-direction.ts';
import styles from './dropdown-menu.module.css';

/** One entry of a {@link DropdownMenu}. */
export type MenuEntry =
  | {
      kind: 'item';
      /** Stable key. */
      id: string;
      label: ReactNode;
      /**
       * Called when chosen by click, Enter or Space; the menu then closes. With `href`, call
       * `event.preventDefault()` and route client-side to avoid a full page load.
       */
      onSelect?: (event: Event) => void;
      /** Render as a link to this address (middle-click and "open in new tab" work). */
      href?: string;
      icon?: ReactNode;
      /** Trailing content: a shortcut, a count, a warning dot. */
      end?: ReactNode;
      disabled?: boolean;
      tone?: 'default' | 'danger';
    }
  | {
      kind: 'checkbox';
      id: string;
      label: ReactNode;
      checked: boolean;
      onCheckedChange: (checked: boolean) => void;
      disabled?: boolean;
    }
  | {
      kind: 'submenu';
      id: string;
      label: ReactNode;
      icon?: ReactNode;
      entries: readonly MenuEntry[];
    }
  | { kind: 'label'; id: string; label: ReactNode }
  | { kind: 'separator'; id: string };

/** Props of {@link DropdownMenu}. */
export interface DropdownMenuProps {
  /**
   * The button that opens the menu; must accept a ref. The menu is named after it (Radix sets
   * `aria-labelledby`), so an icon-only trigger needs an `aria-label`.
   */
  trigger: ReactElement;
  entries: readonly MenuEntry[];
  /** Non-interactive content above the entries (a balance, an email with its avatar). */
  header?: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * A menu of actions and links (Radix DropdownMenu) with nested submenus, such as the header's
 * wallet menu and its order-centre submenu. Arrow keys move, ArrowRight (ArrowLeft right-to-left)
 * or Enter opens a submenu, ArrowLeft or Escape closes it, typing jumps to an item.
 *
 * @example
 * <DropdownMenu trigger={<button type="button">{t`Wallet`}</button>} entries={[
 *   { kind: 'item', id: 'deposit', label: t`Deposit`, onSelect: () => navigate('/assets/recharge') },
 *   { kind: 'submenu', id: 'orders', label: t`Order centre`, entries: [
 *     { kind: 'item', id: 'spot', label: t`Spot orders`, onSelect: () => navigate('/order/spot') }] },
 * ]} />
 */
export function DropdownMenu({
  trigger,
  entries,
  header,
  side = 'bottom',
  align = 'end',
  open,
  onOpenChange,
}: DropdownMenuProps) {
  const dir = useDocumentDirection();
  return (
    <RadixMenu.Root open={open} onOpenChange={onOpenChange} dir={dir} modal={false}>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content
          className={styles.content}
          side={side}
          align={align}
          sideOffset={6}
          collisionPadding={8}
        >
          {header === undefined ? null : <div className={styles.header}>{header}</div>}
          <MenuEntries entries={entries} />
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}

function MenuEntries({ entries }: { entries: readonly MenuEntry[] }) {
  return entries.map((entry) => <Entry key={entry.id} entry={entry} />);
}

function Entry({ entry }: { entry: MenuEntry }) {
  switch (entry.kind) {
    case 'item': {
      const body = (
        <>
          <span className={styles.icon} aria-hidden="true">
            {entry.icon}
          </span>
          <span className={styles.text}>{entry.label}</span>
          {entry.end === undefined ? null : <span className={styles.end}>{entry.end}</span>}
        </>
      );
      return (
        <RadixMenu.Item
          className={styles.item}
          disabled={entry.disabled}
          onSelect={entry.onSelect}
          data-tone={entry.tone ?? 'default'}
          asChild={entry.href !== undefined}
        >
          {entry.href === undefined ? body : <a href={entry.href}>{body}</a>}
        </RadixMenu.Item>
      );
    }
    case 'checkbox':
      return (
        <RadixMenu.CheckboxItem
          className={styles.item}
          checked={entry.checked}
          onCheckedChange={entry.onCheckedChange}
          disabled={entry.disabled}
        >
          <span className={styles.check} aria-hidden="true">
            <RadixMenu.ItemIndicator>
              <svg viewBox="0 0 16 16" width="14" height="14" focusable="false">
                <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="1.75" />
              </svg>
            </RadixMenu.ItemIndicator>
          </span>
          <span className={styles.text}>{entry.label}</span>
        </RadixMenu.CheckboxItem>
      );
    case 'submenu':
      return (
        <RadixMenu.Sub>
          <RadixMenu.SubTrigger className={styles.item}>
            <span className={styles.icon} aria-hidden="true">
              {entry.icon}
            </span>
            <span className={styles.text}>{entry.label}</span>
            <span className={styles.chevron} aria-hidden="true">
              <svg viewBox="0 0 16 16" width="12" height="12" focusable="false">
                <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.5" />
              </svg>
            </span>
          </RadixMenu.SubTrigger>
          <RadixMenu.Portal>
            <RadixMenu.SubContent
              className={styles.content}
              sideOffset={4}
              alignOffset={-4}
              collisionPadding={8}
            >
              <MenuEntries entries={entry.entries} />
            </RadixMenu.SubContent>
          </RadixMenu.Portal>
        </RadixMenu.Sub>
      );
    case 'label':
      return <RadixMenu.Label className={styles.label}>{entry.label}</RadixMenu.Label>;
    case 'separator':
      return <RadixMenu.Separator className={styles.separator} />;
    default:
      return entry satisfies never;
  }
}
