import type { ReactNode } from 'react';
import { Num } from '@exchange/design-system';
import styles from './positions.module.css';

/** The read-only lines above a dialog's fields: label, value. */
export function DialogFacts({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className={styles.facts}>
      {items.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>
            <Num>{value}</Num>
          </dd>
        </div>
      ))}
    </dl>
  );
}
