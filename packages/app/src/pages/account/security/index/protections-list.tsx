import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GoogleReset, SecurityOverview } from '@exchange/api';
import { Badge, Button, formatDateTime, Num } from '@exchange/design-system';
import { useDateTimeOptions } from '../../../../trading/use-date-time-options.ts';
import shared from '../shared/security.module.css';
import styles from './security-page.module.css';

interface ProtectionProps {
  name: ReactNode;
  /** Whether the protection is on: the badge and `data-state`. */
  on: boolean;
  detail: ReactNode;
  action: ReactNode;
}

function Protection({ name, on, detail, action }: ProtectionProps) {
  return (
    <li className={styles.protection} data-state={on ? 'on' : 'off'}>
      <div className={styles.protectionText}>
        <span className={styles.protectionName}>
          {name}
          <Badge tone={on ? 'success' : 'warning'} variant="dot">
            {on ? <Trans>On</Trans> : <Trans>Off</Trans>}
          </Badge>
        </span>
        <span className={styles.protectionDetail}>{detail}</span>
      </div>
      <div className={styles.protectionAction}>{action}</div>
    </li>
  );
}

/** The latest authenticator reset request in a sentence (pending, approved, or refused). */
function ResetState({ reset }: { reset: GoogleReset }) {
  const dateTime = useDateTimeOptions();
  const sent = formatDateTime(reset.created_at, dateTime);
  switch (reset.status) {
    case 'pending':
      return <Trans>Reset request sent {sent}: under review.</Trans>;
    case 'approved':
      return <Trans>Reset request of {sent} approved: the authenticator was removed.</Trans>;
    case 'rejected':
      return <Trans>Reset request of {sent} was refused.</Trans>;
    default:
      return reset.status satisfies never;
  }
}

export interface ProtectionsListProps {
  overview: SecurityOverview;
  onAntiPhishing: () => void;
}

/**
 * The account's protections, each with its state and what can be done (issue 18): the
 * authenticator, e-mail, mobile, password, anti-phishing code and devices.
 */
export function ProtectionsList({ overview, onAntiPhishing }: ProtectionsListProps) {
  const { t } = useLingui();
  const dateTime = useDateTimeOptions();
  const changed = overview.password_updated_at;
  const reset = overview.google_reset;
  return (
    <section className={shared.card} aria-labelledby="protections">
      <h2 className={shared.cardTitle} id="protections">
        <Trans>Protections</Trans>
      </h2>
      <ul className={styles.protections}>
        <Protection
          name={<Trans>Google Authenticator</Trans>}
          on={overview.google2fa}
          detail={
            <>
              {overview.google2fa ? (
                <Trans>A code from the app is asked for at login and for withdrawals.</Trans>
              ) : (
                <Trans>Protects logins and withdrawals with a code from your phone.</Trans>
              )}
              {reset === null ? null : (
                <span className={styles.resetState} data-state={reset.status}>
                  <ResetState reset={reset} />
                </span>
              )}
            </>
          }
          action={
            overview.google2fa ? (
              <>
                <Link to="/account/security/bind-google" className={styles.actionLink}>
                  <Trans>Unlink</Trans>
                </Link>
                <Link to="/account/security/reset" className={styles.link}>
                  <Trans>Lost your authenticator?</Trans>
                </Link>
              </>
            ) : (
              <Link to="/account/security/bind-google" className={styles.actionPrimary}>
                <Trans>Link</Trans>
              </Link>
            )
          }
        />
        <Protection
          name={<Trans>E-mail</Trans>}
          on={overview.email !== null}
          detail={
            overview.email === null ? (
              <Trans>No e-mail address linked.</Trans>
            ) : (
              <Num>{overview.email}</Num>
            )
          }
          action={
            overview.email === null ? (
              <Link to="/account/security/bind-email" className={styles.actionPrimary}>
                <Trans>Link</Trans>
              </Link>
            ) : (
              <Link to="/account/security/modify-email" className={styles.actionLink}>
                <Trans>Change</Trans>
              </Link>
            )
          }
        />
        <Protection
          name={<Trans>Phone number</Trans>}
          on={overview.mobile !== null}
          detail={
            overview.mobile === null ? (
              <Trans>No phone number linked.</Trans>
            ) : (
              <Num>{overview.mobile}</Num>
            )
          }
          action={
            overview.mobile === null ? (
              <Link to="/account/security/bind-mobile" className={styles.actionPrimary}>
                <Trans>Link</Trans>
              </Link>
            ) : null
          }
        />
        <Protection
          name={<Trans>Login password</Trans>}
          on
          detail={
            changed === null ? (
              <Trans>Never changed.</Trans>
            ) : (
              <Trans>Last changed {formatDateTime(changed, dateTime)}</Trans>
            )
          }
          action={
            <Link to="/account/security/modify-password" className={styles.actionLink}>
              <Trans>Change</Trans>
            </Link>
          }
        />
        <Protection
          name={<Trans>Anti-phishing code</Trans>}
          on={overview.anti_phishing_code !== null}
          detail={
            overview.anti_phishing_code === null ? (
              <Trans>Every genuine e-mail from us will carry the code you choose.</Trans>
            ) : (
              <Trans>
                Set: <Num>{overview.anti_phishing_code}</Num>. Every genuine e-mail from us carries
                it.
              </Trans>
            )
          }
          action={
            <Button
              variant={overview.anti_phishing_code === null ? 'confirm' : 'secondary'}
              size="sm"
              onClick={onAntiPhishing}
              aria-label={
                overview.anti_phishing_code === null
                  ? t`Set the anti-phishing code`
                  : t`Change the anti-phishing code`
              }
            >
              {overview.anti_phishing_code === null ? <Trans>Set</Trans> : <Trans>Change</Trans>}
            </Button>
          }
        />
        <Protection
          name={<Trans>Devices</Trans>}
          on
          detail={<Trans>See where you are signed in and sign other devices out.</Trans>}
          action={
            <Link to="/account/security/account-device" className={styles.actionLink}>
              <Trans>Manage</Trans>
            </Link>
          }
        />
      </ul>
    </section>
  );
}
