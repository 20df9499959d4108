import { Trans, useLingui } from '@lingui/react/macro';
import type { GoogleSecret } from '@exchange/api';
import { CopyButton, QrCode } from '@exchange/design-system';
import styles from './bind-google.module.css';

/** Step 2: the new secret as a QR code of its otpauth URI and as text to type in by hand. */
export function GoogleSecretStep({ secret }: { secret: GoogleSecret }) {
  const { t } = useLingui();
  return (
    <div className={styles.secret}>
      <QrCode value={secret.otpauth_uri} label={t`QR code of your authenticator key`} size={180} />
      <div className={styles.secretText}>
        <p>
          <Trans>
            Scan the QR code with Google Authenticator. If you cannot scan it, enter this key by
            hand:
          </Trans>
        </p>
        <div className={styles.key}>
          <bdi dir="ltr" className={styles.keyText} data-testid="google-secret">
            {secret.secret}
          </bdi>
          <CopyButton
            text={secret.secret}
            label={t`Copy key`}
            copiedMessage={t`Key copied`}
            failedMessage={t`Could not copy`}
          />
        </div>
        <p className={styles.muted}>
          <Trans>Keep this key safe: anyone who has it can make your codes.</Trans>
        </p>
      </div>
    </div>
  );
}
