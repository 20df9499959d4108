import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import type { Withdrawal } from '@exchange/api';
import { Badge, Button, Num, withUnit, type BadgeTone } from '@exchange/design-system';
import { useAppServices } from '../../../app-services.tsx';
import { FUNDING_QUERY_KEYS } from '../../../queries/funding.query.ts';
import { invalidateBalances } from '../../../queries/wallet.query.ts';
import { coinAmount } from '../shared/coin-amount.ts';
import { liveWithdrawalQuery } from '../../../queries/live-withdrawal.query.ts';
import styles from '../recharge/funding-page.module.css';

function statusTone(status: Withdrawal['status']): BadgeTone {
  switch (status) {
    case 'pending':
    case 'processing':
      return 'warning';
    case 'completed':
      return 'success';
    case 'cancelled':
      return 'neutral';
    case 'rejected':
      return 'danger';
    default:
      return status satisfies never;
  }
}

function StatusText({ status }: { status: Withdrawal['status'] }) {
  switch (status) {
    case 'pending':
      return <Trans>Pending</Trans>;
    case 'processing':
      return <Trans>Processing</Trans>;
    case 'completed':
      return <Trans>Completed</Trans>;
    case 'cancelled':
      return <Trans>Cancelled</Trans>;
    case 'rejected':
      return <Trans>Failed, funds returned</Trans>;
    default:
      return status satisfies never;
  }
}

/**
 * The withdrawal just placed, followed live (pending → processing → completed with its hash, or
 * failed with the funds returned); while it is pending it can be cancelled.
 */
export function WithdrawalStatus({
  placed,
  onAnother,
}: {
  placed: Withdrawal;
  onAnother: () => void;
}) {
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const live = useQuery(liveWithdrawalQuery(api, placed));
  const withdrawal = live.data;
  const cancel = useMutation({
    mutationFn: () => api.request('cancelWithdraw', { body: { id: placed.id } }),
    // A refusal (no longer pending) is toasted by the client (SPEC.md section 8); either way
    // the withdrawal and every balance are asked again.
    onSettled: async () => {
      await Promise.all([
        invalidateBalances(queryClient),
        queryClient.invalidateQueries({ queryKey: FUNDING_QUERY_KEYS.withdrawals }),
      ]);
    },
  });
  const unit = withdrawal.coin_name;

  return (
    <section
      className={styles.card}
      aria-labelledby="withdrawal-placed"
      data-state={withdrawal.status}
    >
      <h2 id="withdrawal-placed" className={styles.sectionTitle}>
        <Trans>Withdrawal placed</Trans>
      </h2>
      <dl className={styles.summary}>
        <dt>
          <Trans>Status</Trans>
        </dt>
        <dd>
          <Badge tone={statusTone(withdrawal.status)}>
            <StatusText status={withdrawal.status} />
          </Badge>
        </dd>
        <dt>
          <Trans>Amount</Trans>
        </dt>
        <dd>
          <Num>{withUnit(coinAmount(withdrawal.amount), unit)}</Num>
        </dd>
        <dt>
          <Trans>Network fee</Trans>
        </dt>
        <dd>
          <Num>{withUnit(coinAmount(withdrawal.fee), unit)}</Num>
        </dd>
        <dt>
          <Trans>You receive</Trans>
        </dt>
        <dd>
          <Num>{withUnit(coinAmount(withdrawal.receive_amount), unit)}</Num>
        </dd>
        <dt>
          <Trans>Network</Trans>
        </dt>
        <dd>{withdrawal.network}</dd>
        <dt>
          <Trans>Address</Trans>
        </dt>
        <dd className={styles.address}>
          <Num>{withdrawal.address}</Num>
        </dd>
        {withdrawal.memo === '' ? null : (
          <>
            <dt>
              <Trans>Memo</Trans>
            </dt>
            <dd>
              <Num>{withdrawal.memo}</Num>
            </dd>
          </>
        )}
        {withdrawal.tx_hash === '' ? null : (
          <>
            <dt>
              <Trans>Transaction hash</Trans>
            </dt>
            <dd className={styles.address}>
              <Num>{withdrawal.tx_hash}</Num>
            </dd>
          </>
        )}
      </dl>
      <div className={styles.buttons}>
        {withdrawal.status === 'pending' ? (
          <Button
            variant="danger"
            loading={cancel.isPending}
            onClick={() => {
              cancel.mutate();
            }}
          >
            <Trans>Cancel withdrawal</Trans>
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onAnother}>
          <Trans>New withdrawal</Trans>
        </Button>
      </div>
    </section>
  );
}
