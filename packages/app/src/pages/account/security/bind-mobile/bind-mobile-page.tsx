import { useState, type SyntheticEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { mobileSchema } from '@exchange/api';
import { TextInput } from '@exchange/design-system';
import { useAppServices } from '../../../../app-services.tsx';
import {
  applySecurityOverview,
  securityOverviewQuery,
} from '../../../../queries/security.query.ts';
import { PAGE_TITLES } from '../../../../shell/page-titles.ts';
import { refusalOf } from '../../../assets/shared/refusal.ts';
import { BindForm, bindFormError, bindPageState, OverviewPending } from '../shared/bind-form.tsx';
import { isSixDigitCode } from '../shared/code-rules.ts';
import { SecurityCodeField } from '../shared/security-code-field.tsx';
import { SecurityFrame } from '../shared/security-frame.tsx';
import shared from '../shared/security.module.css';
import { CallingCodePicker } from './calling-code-picker.tsx';
import { CALLING_CODES, DEFAULT_CALLING_REGION } from './calling-codes.ts';
import { DemoSmsNotice } from './demo-sms-notice.tsx';

interface Problems {
  country_code?: string | undefined;
  mobile?: string | undefined;
  sms_code?: string | undefined;
}

/**
 * /account/security/bind-mobile (issue 18): link a phone number to an account that has none:
 * the country calling code (searchable by country), the number's digits, and the code sent to
 * it by SMS (on a demo server, shown from the demo SMS inbox). An account with a number shows it.
 */
export function BindMobilePage() {
  const { t, i18n } = useLingui();
  const { api, auth } = useAppServices();
  const queryClient = useQueryClient();
  const overview = useQuery(securityOverviewQuery(api));
  const [region, setRegion] = useState(DEFAULT_CALLING_REGION);
  const [mobile, setMobile] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const countryCode = CALLING_CODES.find((row) => row.region === region)?.code ?? '';
  const digits = mobile.replace(/[\s-]/g, '');
  const mobileProblem = () =>
    mobileSchema.safeParse(digits).success
      ? undefined
      : t`Enter 4 to 14 digits, without the country code.`;

  const bind = useMutation({
    mutationFn: () =>
      api.request('bindMobile', {
        body: { country_code: countryCode, mobile: digits, sms_code: smsCode.trim() },
      }),
    onSuccess: (result) => {
      if (!result.ok) {
        const { fields } = refusalOf(result);
        setProblems({
          country_code: fields.country_code,
          mobile: fields.mobile,
          sms_code: fields.sms_code,
        });
        return;
      }
      applySecurityOverview(queryClient, api, auth, result.data);
    },
  });
  const formError = bindFormError(bind.data, ['country_code', 'mobile', 'sms_code']);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const next: Problems = {
      mobile: mobileProblem(),
      sms_code: isSixDigitCode(smsCode)
        ? undefined
        : t`Enter the 6-digit code from the text message.`,
    };
    setProblems(next);
    if (next.mobile === undefined && next.sms_code === undefined) bind.mutate();
  };

  const bound = overview.data?.mobile ?? null;
  const state = bindPageState(overview, bind, bound);

  let body;
  if (overview.isPending || overview.isError)
    body = <OverviewPending overview={overview} label={i18n._(PAGE_TITLES.bindMobile)} />;
  else if (bound !== null)
    body = (
      <section className={shared.card}>
        <p className={shared.notice} role="status">
          {state === 'done' ? (
            <Trans>
              Phone number linked: <strong>{bound}</strong>.
            </Trans>
          ) : (
            <Trans>
              Your account already has a phone number: <strong>{bound}</strong>.
            </Trans>
          )}
        </p>
        <Link to="/account/security" className={shared.back}>
          <Trans>Back to security</Trans>
        </Link>
      </section>
    );
  else
    body = (
      <BindForm
        label={t`Link phone number`}
        submitLabel={<Trans>Link phone number</Trans>}
        submitting={bind.isPending}
        formError={formError}
        onSubmit={submit}
      >
        <CallingCodePicker region={region} onChange={setRegion} error={problems.country_code} />
        <TextInput
          label={t`Phone number`}
          inputMode="tel"
          autoComplete="tel-national"
          value={mobile}
          error={problems.mobile}
          prefix={countryCode}
          onChange={(event) => {
            setMobile(event.target.value);
          }}
        />
        <SecurityCodeField
          purpose="bind_mobile"
          target={{ country_code: countryCode, mobile: digits }}
          label={t`SMS code`}
          value={smsCode}
          onChange={setSmsCode}
          error={problems.sms_code}
          beforeSend={() => {
            const problem = mobileProblem();
            setProblems((previous) => ({ ...previous, mobile: problem }));
            return problem === undefined;
          }}
          demoNotice={(sentAt, fillCode) => (
            <DemoSmsNotice
              countryCode={countryCode}
              mobile={digits}
              sentAt={sentAt}
              onUseCode={fillCode}
            />
          )}
        />
      </BindForm>
    );

  return (
    <SecurityFrame
      title={i18n._(PAGE_TITLES.bindMobile)}
      lead={
        <Trans>A phone number lets the exchange reach you and raises your security level.</Trans>
      }
      state={state}
    >
      {body}
    </SecurityFrame>
  );
}
