import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '@exchange/design-system';
import { callErrorMessage } from '../../errors/call-error-message.ts';
import styles from './orders.module.css';

/** Props of {@link OrdersLoadError}. */
export interface OrdersLoadErrorProps {
  /** What could not load: "Could not load your open orders." */
  text: string;
  query: Pick<UseQueryResult, 'error' | 'isFetching' | 'refetch'>;
}

/**
 * An orders table's first load failed: what, why in words (issue 15: offline, no answer, a
 * server error …) and a Retry button that spins while the query refetches.
 *
 * @example <OrdersLoadError text={t`Could not load your positions.`} query={query} />
 */
export function OrdersLoadError({ text, query }: OrdersLoadErrorProps) {
  const { t, i18n } = useLingui();
  return (
    <div className={styles.error} role="alert">
      <p>{text}</p>
      <p>{callErrorMessage(query.error, i18n).text}</p>
      <Button
        variant="secondary"
        size="sm"
        loading={query.isFetching}
        onClick={() => {
          void query.refetch();
        }}
      >
        {t`Retry`}
      </Button>
    </div>
  );
}
