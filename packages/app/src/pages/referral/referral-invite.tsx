import { useLingui } from '@lingui/react/macro';
import {
  Button,
  CopyButton,
  isolateLtr,
  QrCode,
  useDocumentDirection,
} from '@exchange/design-system';
import { useAppServices } from '../../app-services.tsx';
import { savePoster } from './referral-poster.ts';
import styles from './referral-page.module.css';

/** Props of {@link ReferralInvite}. */
export interface ReferralInviteProps {
  code: string;
  /** The rate as a percentage text ("20%"). */
  rate: string;
}

/** The register link an invite code makes (`/user/register?invite_code=…`, absolute). */
export function inviteLink(code: string, origin: string): string {
  return `${origin}/user/register?invite_code=${encodeURIComponent(code)}`;
}

/**
 * The invite card: the code and the link with copy buttons, the link's QR code, and a poster of
 * both that can be saved as a PNG.
 */
export function ReferralInvite({ code, rate }: ReferralInviteProps) {
  const { t } = useLingui();
  const direction = useDocumentDirection();
  const link = inviteLink(code, useAppServices().origin);
  return (
    <section className={styles.invite} aria-labelledby="referral-invite-title">
      <h2 id="referral-invite-title" className={styles.sectionTitle}>{t`Your invitation`}</h2>
      <div className={styles.inviteBody}>
        <div className={styles.inviteFields}>
          <dl className={styles.inviteList}>
            <div className={styles.inviteField}>
              <dt>{t`Invite code`}</dt>
              <dd>
                <span className={styles.code}>{isolateLtr(code)}</span>
                <CopyButton
                  text={code}
                  label={t`Copy invite code`}
                  copiedMessage={t`Invite code copied`}
                  failedMessage={t`Could not copy`}
                />
              </dd>
            </div>
            <div className={styles.inviteField}>
              <dt>{t`Invite link`}</dt>
              <dd>
                <span className={styles.link}>{isolateLtr(link)}</span>
                <CopyButton
                  text={link}
                  label={t`Copy invite link`}
                  copiedMessage={t`Invite link copied`}
                  failedMessage={t`Could not copy`}
                />
              </dd>
            </div>
          </dl>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              savePoster(
                {
                  title: t`Trade with me`,
                  subtitle: t`Sign up with my code: I earn ${rate} of your trading fees.`,
                  codeLabel: t`Invite code`,
                  code,
                  link,
                },
                direction === 'rtl',
                `invite-${code}.png`,
              );
            }}
          >
            {t`Save poster`}
          </Button>
        </div>
        <QrCode value={link} label={t`Invite link QR code`} size={148} />
      </div>
    </section>
  );
}
