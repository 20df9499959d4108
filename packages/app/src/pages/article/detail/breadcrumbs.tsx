import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import styles from './article-detail-page.module.css';

export interface BreadcrumbsProps {
  /** The trail's links, outermost first; the current page comes last, as plain text. */
  trail: readonly ReactNode[];
  current: ReactNode;
}

/**
 * Where an article sits: Help centre › category › title. The separators are drawn in CSS (they
 * turn with the reading direction) and the current page carries `aria-current`.
 */
export function Breadcrumbs({ trail, current }: BreadcrumbsProps) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Breadcrumbs`} className={styles.breadcrumbs}>
      <ol className={styles.crumbs}>
        {trail.map((crumb, index) => (
          <li key={index} className={styles.crumb}>
            {crumb}
          </li>
        ))}
        <li className={styles.crumb} aria-current="page">
          {current}
        </li>
      </ol>
    </nav>
  );
}
