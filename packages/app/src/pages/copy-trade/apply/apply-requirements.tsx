import { useLingui } from '@lingui/react/macro';
import type { LeaderApplication } from '@exchange/api';
import { Badge, formatAmount, TRIM_TRAILING_ZEROS, withUnit } from '@exchange/design-system';
import styles from './apply-page.module.css';

type Requirement = LeaderApplication['requirements'][number];

/**
 * What it takes to lead (the server's config) beside the caller's own figures, each met (✓) or
 * not, with the value required.
 */
export function ApplyRequirements({ requirements }: { requirements: readonly Requirement[] }) {
  const { t } = useLingui();
  const name = (key: Requirement['key']): string => {
    switch (key) {
      case 'futures_equity':
        return t`Futures equity`;
      case 'trade_count':
        return t`Contract trades`;
      case 'trading_days':
        return t`Days with a contract trade`;
      default:
        return key satisfies never;
    }
  };
  const figure = (key: Requirement['key'], value: string) => {
    const text = formatAmount(value, TRIM_TRAILING_ZEROS);
    return key === 'futures_equity' ? withUnit(text, 'USDT') : text;
  };
  return (
    <section className={styles.section} aria-labelledby="copy-apply-requirements">
      <h2 id="copy-apply-requirements" className={styles.subtitle}>{t`Requirements`}</h2>
      <ul className={styles.requirements} aria-label={t`Requirements`}>
        {requirements.map((row) => (
          <li key={row.key} className={styles.requirement} aria-label={name(row.key)}>
            <span>{name(row.key)}</span>
            <span className={styles.figures}>
              {t`Required: ${figure(row.key, row.required)} · Yours: ${figure(row.key, row.actual)}`}
            </span>
            {row.met ? (
              <Badge tone="success">{t`✓ Met`}</Badge>
            ) : (
              <Badge tone="danger">{t`Not met`}</Badge>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
