import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DeviceSession } from '@exchange/api';
import { AlertDialog, Badge, Button, formatDateTime, Table } from '@exchange/design-system';
import { useAppServices } from '../../../../app-services.tsx';
import { callErrorMessage } from '../../../../errors/call-error-message.ts';
import {
  deviceSessionsQuery,
  SECURITY_SESSION_KEYS,
} from '../../../../queries/security-sessions.query.ts';
import { PAGE_TITLES } from '../../../../shell/page-titles.ts';
import { useDateTimeOptions } from '../../../../trading/use-date-time-options.ts';
import { LoadFailed } from '../../../assets/shared/load-failed.tsx';
import { refusalOf } from '../../../assets/shared/refusal.ts';
import { SecurityFrame } from '../shared/security-frame.tsx';
import { deviceTypeLabel } from './device-labels.ts';
import styles from './account-device.module.css';

/** What the confirmation dialog is about to end: one other device, or every other one. */
type Ending = { kind: 'one'; session: DeviceSession } | { kind: 'others' } | null;

/**
 * /account/security/account-device (issue 18): the user's signed-in devices (name and type from
 * the request headers of SPEC.md section 7, IP, first and last seen, "This device"), "Sign out"
 * for one after a confirmation, and "Sign out all other devices". The ended device's socket gets
 * the notify of SPEC.md section 4 and its next request a 401.
 */
export function AccountDevicePage() {
  const { t, i18n } = useLingui();
  const { api, toaster } = useAppServices();
  const queryClient = useQueryClient();
  const timeOptions = useDateTimeOptions();
  const sessions = useQuery(deviceSessionsQuery(api));
  const [ending, setEnding] = useState<Ending>(null);

  const end = useMutation({
    mutationFn: (target: Exclude<Ending, null>) =>
      target.kind === 'one'
        ? api.request('endDeviceSession', { body: { id: target.session.id } })
        : api.request('endOtherSessions'),
    onSuccess: (result) => {
      if (!result.ok) return;
      const ended = result.data.ended;
      toaster.success(ended === 1 ? t`One device signed out.` : t`${ended} devices signed out.`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: SECURITY_SESSION_KEYS.devices }),
  });
  const refusal = refusalOf(end.data);
  const failure =
    refusal.form ??
    Object.values(refusal.fields)[0] ??
    (end.error ? callErrorMessage(end.error, i18n).text : null);

  const rows = sessions.data ?? [];
  const others = rows.filter((row) => !row.current);
  const state = sessions.isPending
    ? 'loading'
    : sessions.isError
      ? 'error'
      : others.length === 0
        ? 'empty'
        : 'filled';

  const endingTarget = (session: DeviceSession) =>
    `${session.device_name} (${i18n._(deviceTypeLabel(session.device_type))}, ${session.ip})`;

  const endingName = ending?.kind === 'one' ? endingTarget(ending.session) : '';

  return (
    <SecurityFrame
      title={i18n._(PAGE_TITLES.devices)}
      lead={
        <Trans>
          The devices signed in to your account. Sign out any you do not recognise, then change your
          password.
        </Trans>
      }
      state={state}
    >
      <div className={styles.toolbar}>
        <Button
          variant="secondary"
          disabled={others.length === 0 || end.isPending}
          onClick={() => {
            setEnding({ kind: 'others' });
          }}
        >
          <Trans>Sign out all other devices</Trans>
        </Button>
      </div>
      {failure === null ? null : (
        <p className={styles.alert} role="alert">
          {failure}
        </p>
      )}
      {sessions.isError ? (
        <LoadFailed
          message={callErrorMessage(sessions.error, i18n).text}
          onRetry={() => {
            void sessions.refetch();
          }}
        />
      ) : (
        <Table
          label={t`Signed-in devices`}
          rows={rows}
          rowKey={(row) => String(row.id)}
          loading={sessions.isPending}
          loadingLabel={t`Loading devices…`}
          empty={t`No device is signed in.`}
          columns={[
            {
              key: 'device',
              header: t`Device`,
              cell: (row) => (
                <span className={`${styles.device} ${styles.nowrap}`}>
                  <span>{row.device_name}</span>
                  <span className={styles.deviceType}>
                    {i18n._(deviceTypeLabel(row.device_type))}
                  </span>
                  {row.current ? (
                    <Badge tone="success">
                      <Trans>This device</Trans>
                    </Badge>
                  ) : null}
                </span>
              ),
            },
            {
              key: 'ip',
              header: t`IP address`,
              cell: (row) => <span className={styles.mono}>{row.ip}</span>,
            },
            {
              key: 'first',
              header: t`First seen`,
              cell: (row) => (
                <span className={styles.nowrap}>
                  {formatDateTime(row.first_seen_at, timeOptions)}
                </span>
              ),
            },
            {
              key: 'last',
              header: t`Last seen`,
              cell: (row) => (
                <span className={styles.nowrap}>
                  {formatDateTime(row.last_seen_at, timeOptions)}
                </span>
              ),
            },
            {
              key: 'actions',
              header: t`Actions`,
              align: 'end',
              cell: (row) => {
                if (row.current) return null;
                const device = endingTarget(row);
                return (
                  <button
                    type="button"
                    className={styles.linkButton}
                    aria-label={t`Sign out ${device}`}
                    disabled={end.isPending}
                    onClick={() => {
                      setEnding({ kind: 'one', session: row });
                    }}
                  >
                    {t`Sign out`}
                  </button>
                );
              },
            },
          ]}
        />
      )}
      {state === 'empty' ? (
        <p className={styles.note} role="status">
          <Trans>No other device is signed in. Only this one is.</Trans>
        </p>
      ) : null}
      <AlertDialog
        open={ending !== null}
        onOpenChange={(open) => {
          if (!open) setEnding(null);
        }}
        title={
          ending?.kind === 'others' ? t`Sign out all other devices?` : t`Sign out this device?`
        }
        description={
          ending === null
            ? ''
            : ending.kind === 'others'
              ? t`Every device but this one is signed out at once and must log in again.`
              : t`${endingName} is signed out at once and must log in again.`
        }
        actionLabel={t`Sign out`}
        actionVariant="danger"
        cancelLabel={t`Cancel`}
        onAction={() => {
          if (ending !== null) end.mutate(ending);
        }}
      />
    </SecurityFrame>
  );
}
