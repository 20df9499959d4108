import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, CopyButton } from '@exchange/design-system';
import shared from '../shared/security.module.css';
import styles from './bind-google.module.css';

export interface RecoveryCodesProps {
  codes: readonly string[];
  /** The reader confirmed they saved the codes: they are not shown again. */
  onDone: () => void;
}

/** The codes as a text file: one a line, with what they are for. */
function codesFile(codes: readonly string[], heading: string): string {
  return `${heading}\n\n${codes.join('\n')}\n`;
}

/**
 * The one-time recovery codes, shown once right after binding (issue 18): copy or download them,
 * then confirm they are saved.
 */
export function RecoveryCodes({ codes, onDone }: RecoveryCodesProps) {
  const { t } = useLingui();
  const [saved, setSaved] = useState(false);
  const text = codesFile(codes, t`Recovery codes for your authenticator. Each works once.`);
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section className={shared.card} aria-labelledby="recovery-codes" data-state="recovery">
      <h2 className={shared.cardTitle} id="recovery-codes">
        <Trans>Save your recovery codes</Trans>
      </h2>
      <p className={shared.warning}>
        <Trans>
          These codes are shown only now. Each one works once if you lose your authenticator. Keep
          them somewhere safe and offline.
        </Trans>
      </p>
      <ol className={styles.codes} aria-label={t`Recovery codes`}>
        {codes.map((code) => (
          <li key={code}>
            <bdi dir="ltr">{code}</bdi>
          </li>
        ))}
      </ol>
      <div className={shared.buttons}>
        <CopyButton
          text={codes.join('\n')}
          label={t`Copy recovery codes`}
          copiedMessage={t`Recovery codes copied`}
          failedMessage={t`Could not copy`}
        />
        <Button variant="secondary" onClick={download}>
          <Trans>Download as text</Trans>
        </Button>
      </div>
      <Checkbox
        checked={saved}
        onCheckedChange={setSaved}
        label={t`I have saved my recovery codes`}
      />
      <div className={shared.buttons}>
        <Button disabled={!saved} onClick={onDone}>
          <Trans>Done</Trans>
        </Button>
      </div>
    </section>
  );
}
