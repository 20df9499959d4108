import type { ReactNode } from 'react';
import styles from './badge.module.css';

/** Colour meaning of a badge or tag. `rise`/`fall` follow the up/down swap (`data-updown`). */
export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'rise' | 'fall';

/** Props of {@link Badge}. */
export interface BadgeProps {
  children: ReactNode;
  /** Colour meaning; `neutral` by default. */
  tone?: BadgeTone;
  /** `soft` is a tinted chip, `solid` a filled one, `dot` a small status dot before the text. */
  variant?: 'soft' | 'outline' | 'dot';
}

/**
 * A short, non-interactive status label such as "Filled", "Long" or "KYC pending".
 *
 * @example <Badge tone="rise">Long</Badge>
 */
export function Badge({ children, tone = 'neutral', variant = 'soft' }: BadgeProps) {
  return (
    <span className={styles.badge} data-tone={tone} data-variant={variant}>
      {variant === 'dot' ? <span className={styles.dot} aria-hidden="true" /> : null}
      {children}
    </span>
  );
}
