import type { ReactElement, ReactNode } from 'react';
import * as RadixPopover from '@radix-ui/react-popover';
import { useDocumentDirection } from '../direction/use-document-direction.ts';
import styles from './popover.module.css';

/** Props of {@link Popover}. */
export interface PopoverProps {
  /** The button that opens it; must accept a ref (a `<button>` or a design-system Button). */
  trigger: ReactElement;
  /** The panel's content: anything, including inputs and buttons (focus moves into it). */
  children: ReactNode;
  /** Accessible name of the panel (it is a dialog), e.g. "Settings". */
  label: string;
  /** When given, a close button with this accessible name shows in the corner. */
  closeLabel?: string;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Panel width in pixels; by default it fits its content. */
  width?: number;
}

/**
 * A floating panel anchored to a trigger (Radix Popover): the header's settings panel, filters.
 * Closes on Escape, outside click or the optional close button, and returns focus to the trigger.
 *
 * @example
 * <Popover label={t`Settings`} closeLabel={t`Close`} trigger={<button type="button">⚙</button>}>
 *   <ThemeToggle />
 * </Popover>
 */
export function Popover({
  trigger,
  children,
  label,
  closeLabel,
  side = 'bottom',
  align = 'end',
  open,
  defaultOpen,
  onOpenChange,
  width,
}: PopoverProps) {
  const dir = useDocumentDirection();
  return (
    <RadixPopover.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          className={styles.content}
          aria-label={label}
          side={side}
          align={align}
          sideOffset={6}
          collisionPadding={8}
          dir={dir}
          style={width === undefined ? undefined : { inlineSize: width }}
        >
          {children}
          {closeLabel === undefined ? null : (
            <RadixPopover.Close className={styles.close} aria-label={closeLabel}>
              <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
                <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.5" />
              </svg>
            </RadixPopover.Close>
          )}
          <RadixPopover.Arrow className={styles.arrow} width={12} height={6} />
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
