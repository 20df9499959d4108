import { useState, type SyntheticEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CoinNetwork } from '@exchange/api';
import { Button, Num, TextInput, withUnit } from '@exchange/design-system';
import { EmailCodeField } from '../../../auth-form/email-code-field.tsx';
import { coinAmount } from '../shared/coin-amount.ts';
import { receiveAmount, type WithdrawDraft } from './withdraw-rules.ts';
import styles from '../recharge/funding-page.module.css';

export interface WithdrawVerifyProps {
  coinName: string;
  network: CoinNetwork;
  draft: WithdrawDraft;
  /** The signed-in user's address: the code goes there. */
  email: string;
  /** The account has an authenticator bound: its code is asked for too. */
  needsAuthenticator: boolean;
  submitting: boolean;
  /** The server's word on the e-mail code (wrong, expired, used), shown under it. */
  codeError: string | undefined;
  /** The server's word on the authenticator code. */
  googleCodeError: string | undefined;
  onBack: () => void;
  onConfirm: (codes: { emailCode: string; googleCode: string | undefined }) => void;
}

const CODE = /^\d{6}$/;

/**
 * The withdrawal's second step: what is about to leave, and the e-mail code (Send / resend
 * countdown, and on a demo server the notice with the code) before it is placed.
 */
export function WithdrawVerify({
  coinName,
  network,
  draft,
  email,
  needsAuthenticator,
  submitting,
  codeError,
  googleCodeError,
  onBack,
  onConfirm,
}: WithdrawVerifyProps) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [googleCode, setGoogleCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [googleProblem, setGoogleProblem] = useState<string | undefined>(undefined);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const emailOk = CODE.test(code.trim());
    const googleOk = !needsAuthenticator || CODE.test(googleCode.trim());
    setProblem(emailOk ? undefined : t`Enter the 6-digit code from the e-mail.`);
    setGoogleProblem(googleOk ? undefined : t`Enter the 6-digit code from your authenticator app.`);
    if (!emailOk || !googleOk) return;
    onConfirm({
      emailCode: code.trim(),
      googleCode: needsAuthenticator ? googleCode.trim() : undefined,
    });
  };
  const receive = receiveAmount(draft.amount, network);

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={submit}
      aria-label={t`Confirm the withdrawal`}
    >
      <dl className={styles.summary}>
        <dt>
          <Trans>Amount</Trans>
        </dt>
        <dd>
          <Num>{withUnit(coinAmount(draft.amount.trim()), coinName)}</Num>
        </dd>
        <dt>
          <Trans>You receive</Trans>
        </dt>
        <dd>
          <Num>{withUnit(coinAmount(receive), coinName)}</Num>
        </dd>
        <dt>
          <Trans>Network</Trans>
        </dt>
        <dd>{network.name}</dd>
        <dt>
          <Trans>Address</Trans>
        </dt>
        <dd className={styles.address}>
          <Num>{draft.address.trim()}</Num>
        </dd>
      </dl>
      <EmailCodeField
        email={email}
        purpose="withdraw"
        value={code}
        onChange={setCode}
        error={problem ?? codeError}
        onInvalidEmail={() => {
          setProblem(t`Your account has no e-mail address to send the code to.`);
        }}
      />
      {needsAuthenticator ? (
        <TextInput
          label={t`Authenticator code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={googleCode}
          error={googleProblem ?? googleCodeError}
          onChange={(event) => {
            setGoogleCode(event.target.value);
          }}
        />
      ) : null}
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={onBack} disabled={submitting}>
          <Trans>Back</Trans>
        </Button>
        <Button type="submit" loading={submitting}>
          <Trans>Confirm withdrawal</Trans>
        </Button>
      </div>
    </form>
  );
}
