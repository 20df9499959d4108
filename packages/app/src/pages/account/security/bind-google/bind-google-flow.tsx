import { useState, type SyntheticEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GoogleSecret } from '@exchange/api';
import { Button, Steps } from '@exchange/design-system';
import { useAppServices } from '../../../../app-services.tsx';
import { applySecurityOverview } from '../../../../queries/security.query.ts';
import { refusalOf } from '../../../assets/shared/refusal.ts';
import { AuthenticatorCodeField } from '../shared/authenticator-code-field.tsx';
import { isSixDigitCode } from '../shared/code-rules.ts';
import shared from '../shared/security.module.css';
import { GoogleSecretStep } from './google-secret-step.tsx';
import styles from './bind-google.module.css';

type Phase =
  | { kind: 'install' }
  | { kind: 'secret'; secret: GoogleSecret }
  | { kind: 'confirm'; secret: GoogleSecret };

const STEP_INDEX: Record<Phase['kind'], number> = { install: 0, secret: 1, confirm: 2 };

/**
 * Linking the authenticator in three steps (issue 18): install the app, scan or type the new
 * secret (POST /security/google/secret), confirm with a code (POST /security/google/bind). The
 * recovery codes the bind answers go to `onBound`; the cached overview and user follow at once.
 */
export function BindGoogleFlow({ onBound }: { onBound: (codes: string[]) => void }) {
  const { t } = useLingui();
  const { api, auth } = useAppServices();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ kind: 'install' });
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>(undefined);

  const secret = useMutation({
    mutationFn: () => api.request('googleSecret'),
    onSuccess: (result) => {
      if (result.ok) setPhase({ kind: 'secret', secret: result.data });
    },
  });
  const secretRefusal = refusalOf(secret.data);

  const bind = useMutation({
    mutationFn: (googleCode: string) =>
      api.request('bindGoogle', { body: { google_code: googleCode } }),
    onSuccess: (result) => {
      if (result.ok) {
        applySecurityOverview(queryClient, api, auth, result.data.overview);
        onBound(result.data.recovery_codes);
        return;
      }
      const refusal = refusalOf(result);
      setCodeError(refusal.fields.google_code ?? refusal.form ?? Object.values(refusal.fields)[0]);
    },
  });

  const confirm = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!isSixDigitCode(code)) {
      setCodeError(t`Enter the 6-digit code from your authenticator app.`);
      return;
    }
    bind.mutate(code.trim());
  };

  let body;
  switch (phase.kind) {
    case 'install':
      body = (
        <>
          <p>
            <Trans>
              Install Google Authenticator (or another app that makes time-based codes) on your
              phone from the App Store or Google Play.
            </Trans>
          </p>
          {secretRefusal.form === null ? null : (
            <p className={shared.formError} role="alert">
              {secretRefusal.form}
            </p>
          )}
          <div className={shared.buttons}>
            <Button
              loading={secret.isPending}
              onClick={() => {
                secret.mutate();
              }}
            >
              <Trans>I have installed it</Trans>
            </Button>
          </div>
        </>
      );
      break;
    case 'secret':
      body = (
        <>
          <GoogleSecretStep secret={phase.secret} />
          <div className={shared.buttons}>
            <Button
              onClick={() => {
                setPhase({ kind: 'confirm', secret: phase.secret });
              }}
            >
              <Trans>Next</Trans>
            </Button>
          </div>
        </>
      );
      break;
    case 'confirm':
      body = (
        <form
          className={shared.form}
          noValidate
          onSubmit={confirm}
          aria-label={t`Confirm Google Authenticator`}
        >
          <p>
            <Trans>Enter the 6-digit code the app shows for this account.</Trans>
          </p>
          <AuthenticatorCodeField
            value={code}
            onChange={(next) => {
              setCode(next);
              setCodeError(undefined);
            }}
            error={codeError}
          />
          <div className={shared.buttons}>
            <Button
              variant="secondary"
              disabled={bind.isPending}
              onClick={() => {
                setPhase({ kind: 'secret', secret: phase.secret });
              }}
            >
              <Trans>Back</Trans>
            </Button>
            <Button type="submit" loading={bind.isPending}>
              <Trans>Link authenticator</Trans>
            </Button>
          </div>
        </form>
      );
      break;
    default:
      phase satisfies never;
  }

  return (
    <section
      className={shared.card}
      data-state={phase.kind}
      aria-label={t`Link Google Authenticator`}
    >
      <div className={styles.steps}>
        <Steps
          label={t`Steps to link Google Authenticator`}
          current={STEP_INDEX[phase.kind]}
          completeLabel={t`done`}
          steps={[
            { title: t`Install the app` },
            { title: t`Scan the key` },
            { title: t`Confirm with a code` },
          ]}
        />
      </div>
      <div className={styles.stepBody}>{body}</div>
    </section>
  );
}
