import type { ReactElement, ReactNode } from 'react';
import * as RadixTooltip from '@radix-ui/react-tooltip';
import { useDocumentDirection } from '../direction/use-document-direction.ts';
import styles from './tooltip.module.css';

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** The element described; it must accept a ref and be focusable (a button, a link). */
  children: ReactElement;
  /** Short text shown on hover and keyboard focus. */
  content: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  /** Hover delay in ms before it opens; 300 by default. */
  delayDuration?: number;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * A short hint for a control, shown on hover and focus and hidden by Escape (Radix Tooltip).
 * It carries its own provider, so it works anywhere without setup.
 *
 * @example
 * <Tooltip content={t`Funding rate`}>
 *   <button type="button" aria-label={t`Funding info`}>ⓘ</button>
 * </Tooltip>
 */
export function Tooltip({
  children,
  content,
  side = 'top',
  align = 'center',
  delayDuration = 300,
  open,
  defaultOpen,
  onOpenChange,
}: TooltipProps) {
  const dir = useDocumentDirection();
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            className={styles.content}
            side={side}
            align={align}
            sideOffset={6}
            collisionPadding={8}
            dir={dir}
          >
            {content}
            <RadixTooltip.Arrow className={styles.arrow} width={10} height={5} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
