import type { ReactNode } from 'react';
import styles from './num.module.css';

/** Props of {@link Num}. */
export interface NumProps {
  /** A formatted number: '+5.01%', '29 ms', '1,234.56 USDT', '03/05/2024 11:04:09 PM UTC+8'. */
  children: ReactNode;
  className?: string | undefined;
}

/**
 * A formatted number as an isolated left-to-right run (`<bdi dir="ltr">`): its sign, digits and
 * unit keep their order in every language, and it does not reorder the words around it. Every
 * number with a sign or a unit on every page is rendered through it; plain-string places
 * (aria-label, title, translated messages) use `isolateLtr()` instead.
 *
 * @example <Num>{formatSignedPercent(change)}</Num>
 */
export function Num({ children, className }: NumProps) {
  return (
    <bdi dir="ltr" className={className === undefined ? styles.num : `${styles.num} ${className}`}>
      {children}
    </bdi>
  );
}
