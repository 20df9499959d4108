import { Trans } from '@lingui/react/macro';
import type { NetworkQuality } from '@exchange/machines';
import { formatMilliseconds, Num } from '@exchange/design-system';
import styles from './network-bar.module.css';

function QualityText({ quality }: { quality: NetworkQuality }) {
  switch (quality) {
    case 'stable':
      return <Trans>Stable</Trans>;
    case 'unstable':
      return <Trans>Unstable</Trans>;
    case 'timeout':
      return <Trans>Timeout</Trans>;
    case 'connecting':
      return <Trans>Connecting</Trans>;
    default:
      return quality satisfies never;
  }
}

/**
 * The footer's network status (SPEC.md section 2): the quality from the networkQuality machine
 * and the last round trip in ms. Announced politely when it changes.
 */
export function NetworkBar({ quality, rttMs }: { quality: NetworkQuality; rttMs: number | null }) {
  return (
    <p className={styles.bar} data-state={quality} role="status">
      <span className={styles.dot} aria-hidden="true" />
      <span>
        <Trans>Network</Trans>: <QualityText quality={quality} />
      </span>
      {rttMs === null ? null : (
        <span className={styles.rtt}>
          <Num>{formatMilliseconds(rttMs)}</Num>
        </span>
      )}
    </p>
  );
}
