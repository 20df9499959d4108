import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { IdentityStatus } from '@exchange/api';
import { useAppServices } from '../../../../app-services.tsx';
import { callErrorMessage } from '../../../../errors/call-error-message.ts';
import { identityStatusQuery, storeIdentityStatus } from '../../../../queries/identity.query.ts';
import { PAGE_TITLES } from '../../../../shell/page-titles.ts';
import { refusalOf } from '../../../assets/shared/refusal.ts';
import { BasicDetails } from '../shared/basic-details.tsx';
import { IdentityFrame } from '../shared/identity-frame.tsx';
import { ReviewBadge, ReviewFacts } from '../shared/review-facts.tsx';
import { IdentityStatusPending, SubmittedCard } from '../shared/submitted-card.tsx';
import { BaseAuthForm, type BasicFieldErrors } from './base-auth-form.tsx';
import {
  BASIC_FIELDS,
  basicProblems,
  EMPTY_BASIC_DRAFT,
  localDate,
  type BasicDraft,
  type BasicField,
} from './base-auth-rules.ts';
import { BASIC_PROBLEMS } from './basic-problem-messages.ts';
import styles from '../shared/identity.module.css';

/** The basic level once sent: under review or approved, with what was sent (masked). */
function Submitted({ basic }: { basic: IdentityStatus['basic'] }) {
  return (
    <SubmittedCard
      review={basic}
      details={basic.details === null ? null : <BasicDetails details={basic.details} />}
      notice={
        basic.status === 'approved' ? (
          <Trans>Your basic verification is approved.</Trans>
        ) : (
          <Trans>We are reviewing your details. You will see the result on this page.</Trans>
        )
      }
    />
  );
}

/**
 * /account/id-auth/base-auth (issue 18): the basic level's form, checked field by field with the
 * contract's rules (and the age, on the reader's date) before it is posted; the server's word
 * on a field shows under that field. Sent, the level is pending and the page says so; a
 * rejected level shows the reviewer's reason above the form to send again.
 */
export function BaseAuthPage() {
  const { i18n } = useLingui();
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const status = useQuery(identityStatusQuery(api));
  const [draft, setDraft] = useState<BasicDraft>(EMPTY_BASIC_DRAFT);
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<BasicFieldErrors>({});
  const title = i18n._(PAGE_TITLES.basicVerification);
  const today = localDate(new Date());

  const send = useMutation({
    mutationFn: () => {
      if (draft.document_type === '') throw new Error('No document type to send');
      return api.request('submitBasicIdentity', {
        body: {
          full_name: draft.full_name.trim(),
          country: draft.country,
          document_type: draft.document_type,
          document_number: draft.document_number.trim(),
          birth_date: draft.birth_date,
        },
      });
    },
    onSuccess: (result) => {
      if (result.ok) {
        storeIdentityStatus(queryClient, result.data);
        return;
      }
      const refusal = refusalOf(result);
      const errors: BasicFieldErrors = {};
      for (const field of BASIC_FIELDS)
        if (refusal.fields[field] !== undefined) errors[field] = refusal.fields[field];
      const other = Object.entries(refusal.fields).find(
        ([field]) => !(BASIC_FIELDS as readonly string[]).includes(field),
      );
      if (refusal.form !== null || other !== undefined) errors.form = refusal.form ?? other?.[1];
      setServerErrors(errors);
    },
    // Not sent or not answered (offline, 5xx): the client has toasted it; say it here too.
    onError: (error) => {
      setServerErrors({ form: callErrorMessage(error, i18n).text });
    },
  });

  if (status.isPending || status.isError)
    return <IdentityStatusPending status={status} title={title} />;
  const { basic } = status.data;
  if (basic.status === 'pending' || basic.status === 'approved')
    return (
      <IdentityFrame title={title} state={basic.status} back>
        <Submitted basic={basic} />
      </IdentityFrame>
    );

  const problems = basicProblems(draft, today);
  // The age shows as soon as a whole date is entered: "must be 18 or older" before posting.
  const early: Partial<Record<BasicField, string>> =
    problems.birth_date === 'birthDateUnderAge' || problems.birth_date === 'birthDateFuture'
      ? { birth_date: i18n._(BASIC_PROBLEMS[problems.birth_date]) }
      : {};
  const own: Partial<Record<BasicField, string>> = checked
    ? Object.fromEntries(
        Object.entries(problems).map(([field, problem]) => [
          field,
          i18n._(BASIC_PROBLEMS[problem]),
        ]),
      )
    : early;

  return (
    <IdentityFrame
      title={title}
      state={send.isPending ? 'submitting' : basic.status === 'rejected' ? 'rejected' : 'form'}
      back
      lead={
        <Trans>
          Your name, country and identity document, as they are written on the document.
        </Trans>
      }
    >
      {basic.status === 'rejected' ? (
        <section className={styles.card} aria-label={i18n._(PAGE_TITLES.basicVerification)}>
          <div className={styles.cardHead}>
            <h2 className={styles.cardTitle}>
              <Trans>Your last submission was rejected</Trans>
            </h2>
            <ReviewBadge status="rejected" />
          </div>
          <ReviewFacts review={basic} />
          <p className={styles.lead}>
            <Trans>Correct what the reviewer names and send the form again.</Trans>
          </p>
        </section>
      ) : null}
      <section className={styles.card}>
        <BaseAuthForm
          draft={draft}
          errors={{ ...serverErrors, ...own }}
          today={today}
          submitting={send.isPending}
          onChange={(change) => {
            setDraft((previous) => ({ ...previous, ...change }));
            // A field the reader edits drops the server's word on it (and the form's).
            setServerErrors((previous) => {
              const kept: BasicFieldErrors = {};
              for (const field of BASIC_FIELDS)
                if (!(field in change) && previous[field] !== undefined)
                  kept[field] = previous[field];
              return kept;
            });
          }}
          onSubmit={() => {
            setChecked(true);
            if (Object.keys(problems).length === 0) send.mutate();
          }}
        />
      </section>
    </IdentityFrame>
  );
}
