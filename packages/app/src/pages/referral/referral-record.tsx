import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CommissionRecord, InvitedUser } from '@exchange/api';
import { formatCoinAmount, formatDateTime, type TableColumn, Tabs } from '@exchange/design-system';
import { useInvitedUsers, useReferralCommissions } from '../../queries/referral.query.ts';
import { ORDERS_PAGE_SIZE } from '../../trading/orders/orders-page.ts';
import { OrdersTable } from '../../trading/orders/orders-table.tsx';
import { useDateTimeOptions } from '../../trading/use-date-time-options.ts';
import { DayRangeInputs } from '../assets/shared/day-range-inputs.tsx';
import { parseDay, timeWindow } from '../assets/shared/day-range.ts';

/** A list's own page and day range. */
interface ListState {
  page: number;
  from?: string | undefined;
  to?: string | undefined;
}

function useListState() {
  const [state, setState] = useState<ListState>({ page: 1 });
  const window = timeWindow(state.from, state.to);
  return {
    state,
    filter: { page: state.page, limit: ORDERS_PAGE_SIZE, from: window.from, to: window.to },
    filtered: state.from !== undefined || state.to !== undefined,
    setPage: (page: number) => {
      setState((prev) => ({ ...prev, page }));
    },
    setDays: (change: { from?: string; to?: string }) => {
      // An emptied input drops its end; any change goes back to the first page.
      setState((prev) => ({
        page: 1,
        from: 'from' in change ? parseDay(change.from) : prev.from,
        to: 'to' in change ? parseDay(change.to) : prev.to,
      }));
    },
  };
}

function InviteesTab() {
  const { t } = useLingui();
  const timeOptions = useDateTimeOptions();
  const list = useListState();
  const query = useInvitedUsers(list.filter);
  const columns: TableColumn<InvitedUser>[] = [
    { key: 'email', header: t`Invitee`, cell: (row) => row.email },
    {
      key: 'created_at',
      header: t`Registered`,
      cell: (row) => formatDateTime(row.created_at, timeOptions),
    },
    { key: 'traded', header: t`Traded`, cell: (row) => (row.traded ? t`Yes` : t`Not yet`) },
  ];
  return (
    <OrdersTable
      tab={{
        page: list.state.page,
        onPageChange: list.setPage,
        filter: (
          <DayRangeInputs from={list.state.from} to={list.state.to} onChange={list.setDays} />
        ),
      }}
      label={t`Invited friends`}
      query={query}
      columns={columns}
      empty={list.filtered ? t`No friend signed up in these days` : t`No friends invited yet`}
      errorText={t`Could not load your invited friends.`}
    />
  );
}

function CommissionsTab() {
  const { t } = useLingui();
  const timeOptions = useDateTimeOptions();
  const list = useListState();
  const query = useReferralCommissions(list.filter);
  const columns: TableColumn<CommissionRecord>[] = [
    {
      key: 'created_at',
      header: t`Time`,
      cell: (row) => formatDateTime(row.created_at, timeOptions),
    },
    { key: 'invitee_email', header: t`Invitee`, cell: (row) => row.invitee_email },
    {
      key: 'source',
      header: t`Source`,
      cell: (row) => (row.source === 'spot' ? t`Spot trade` : t`Futures trade`),
    },
    {
      key: 'fee',
      header: t`Fee paid`,
      numeric: true,
      cell: (row) => formatCoinAmount(row.fee, row.coin_name),
    },
    {
      key: 'amount',
      header: t`Commission`,
      numeric: true,
      cell: (row) => formatCoinAmount(row.amount, row.coin_name),
    },
  ];
  return (
    <OrdersTable
      tab={{
        page: list.state.page,
        onPageChange: list.setPage,
        filter: (
          <DayRangeInputs from={list.state.from} to={list.state.to} onChange={list.setDays} />
        ),
      }}
      label={t`Commission records`}
      query={query}
      columns={columns}
      empty={list.filtered ? t`No commission in these days` : t`No commission yet`}
      errorText={t`Could not load your commission records.`}
    />
  );
}

/**
 * The record component (SPEC §2 /referral): the invited friends (masked e-mail, when they
 * registered, whether they traded) and the commission records, each paginated with its own
 * day range.
 */
export function ReferralRecord() {
  const { t } = useLingui();
  return (
    <section aria-label={t`Referral records`}>
      <Tabs
        label={t`Referral records`}
        items={[
          { value: 'invitees', label: t`Invited friends`, content: <InviteesTab /> },
          { value: 'commissions', label: t`Commission records`, content: <CommissionsTab /> },
        ]}
      />
    </section>
  );
}
