import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { AddressBookEntry } from '@exchange/api';
import { AlertDialog, NO_VALUE, Table } from '@exchange/design-system';
import { useAppServices } from '../../../app-services.tsx';
import { callErrorMessage } from '../../../errors/call-error-message.ts';
import { addressBookQuery, FUNDING_QUERY_KEYS } from '../../../queries/funding.query.ts';
import { LoadFailed } from '../shared/load-failed.tsx';
import { refusalOf } from '../shared/refusal.ts';
import styles from '../shared/assets-page.module.css';
import bookStyles from './address-book.module.css';

/**
 * The withdraw component of /assets/address-manage (SPEC.md section 2): the saved withdrawal
 * addresses (label, coin, network, address, memo), each with "Withdraw to this" and Delete
 * (after a confirmation).
 */
export function WithdrawAddresses() {
  const { t, i18n } = useLingui();
  const { api, toaster } = useAppServices();
  const queryClient = useQueryClient();
  const book = useQuery(addressBookQuery(api));
  const [deleting, setDeleting] = useState<AddressBookEntry | null>(null);
  const remove = useMutation({
    mutationFn: (entry: AddressBookEntry) =>
      api.request('deleteAddress', { body: { id: entry.id } }),
    onSuccess: (result, entry) => {
      if (result.ok) toaster.success(t`Address deleted: ${entry.label}`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: FUNDING_QUERY_KEYS.addressBook }),
  });
  const refusal = refusalOf(remove.data);
  const failure =
    refusal.form ??
    Object.values(refusal.fields)[0] ??
    (remove.error ? callErrorMessage(remove.error, i18n).text : null);

  if (book.isError)
    return (
      <LoadFailed
        message={callErrorMessage(book.error, i18n).text}
        onRetry={() => {
          void book.refetch();
        }}
      />
    );
  return (
    <>
      {failure === null ? null : (
        <p className={bookStyles.alert} role="alert">
          {failure}
        </p>
      )}
      <Table
        label={t`Withdrawal addresses`}
        rows={book.data ?? []}
        rowKey={(entry) => String(entry.id)}
        loading={book.isPending}
        loadingLabel={t`Loading addresses…`}
        empty={t`No saved addresses yet.`}
        columns={[
          {
            key: 'label',
            header: t`Label`,
            cell: (entry) => entry.label,
            compare: (a, b) => a.label.localeCompare(b.label),
          },
          {
            key: 'coin',
            header: t`Coin`,
            cell: (entry) => entry.coin_name,
            compare: (a, b) => a.coin_name.localeCompare(b.coin_name),
          },
          { key: 'network', header: t`Network`, cell: (entry) => entry.network },
          {
            key: 'address',
            header: t`Address`,
            cell: (entry) => <span className={bookStyles.mono}>{entry.address}</span>,
          },
          {
            key: 'memo',
            header: t`Memo`,
            cell: (entry) => (entry.memo === '' ? NO_VALUE : entry.memo),
          },
          {
            key: 'actions',
            header: t`Actions`,
            align: 'end',
            cell: (entry) => (
              <span className={styles.rowActions}>
                <Link
                  to="/assets/withdraw"
                  search={{ coin: entry.coin_name, address: entry.address }}
                  className={styles.link}
                  aria-label={t`Withdraw to ${entry.label}`}
                >
                  {t`Withdraw`}
                </Link>
                <button
                  type="button"
                  className={styles.linkButton}
                  aria-label={t`Delete ${entry.label}`}
                  disabled={remove.isPending && remove.variables.id === entry.id}
                  onClick={() => {
                    setDeleting(entry);
                  }}
                >
                  {t`Delete`}
                </button>
              </span>
            ),
          },
        ]}
      />
      <AlertDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t`Delete this address?`}
        description={
          deleting === null
            ? ''
            : t`"${deleting.label}" (${deleting.coin_name}, ${deleting.network}) leaves your address book. Withdrawals already sent to it are not affected.`
        }
        actionLabel={t`Delete`}
        actionVariant="danger"
        cancelLabel={t`Keep it`}
        onAction={() => {
          if (deleting !== null) remove.mutate(deleting);
        }}
      />
    </>
  );
}
