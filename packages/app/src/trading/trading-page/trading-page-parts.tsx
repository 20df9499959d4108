import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '@exchange/design-system';
import styles from './trading-page.module.css';

/**
 * A trading page's h1 ("Spot trading", "Futures trading"): read by screen readers, hidden on the
 * trading layout, shown large on a page-wide message.
 *
 * @example <TradingPageTitle>{t(PAGE_TITLES.spotTrading)}</TradingPageTitle>
 */
export function TradingPageTitle({ children }: { children: ReactNode }) {
  return <h1 className={styles.pageTitle}>{children}</h1>;
}

/**
 * A muted status line: "Loading the market…" in the skeleton's chart area, or a page message.
 *
 * @example <TradingPageStatus role="status"><Trans>Loading the market…</Trans></TradingPageStatus>
 */
export function TradingPageStatus({
  role,
  children,
}: {
  role?: 'status' | 'alert';
  children: ReactNode;
}) {
  return (
    <p className={styles.status} role={role}>
      {children}
    </p>
  );
}

/**
 * The whole page as one message under its title, when there is no market to show.
 *
 * @example <TradingPageMessage title={section}><TradingPageStatus>…</TradingPageStatus></TradingPageMessage>
 */
export function TradingPageMessage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className={styles.message}>
      <TradingPageTitle>{title}</TradingPageTitle>
      {children}
    </main>
  );
}

/**
 * The pair list could not load: what failed (announced) and Try again.
 *
 * @example <TradingPageLoadError title={section} onRetry={() => void pairs.refetch()}><Trans>The spot market could not be loaded.</Trans></TradingPageLoadError>
 */
export function TradingPageLoadError({
  title,
  onRetry,
  children,
}: {
  title: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  return (
    <TradingPageMessage title={title}>
      <TradingPageStatus role="alert">{children}</TradingPageStatus>
      <Button variant="secondary" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </TradingPageMessage>
  );
}
