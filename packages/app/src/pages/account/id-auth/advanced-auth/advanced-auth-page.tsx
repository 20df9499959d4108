import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { IdentityStatus } from '@exchange/api';
import { useAppServices } from '../../../../app-services.tsx';
import { configText } from '../../../../config/site-config.ts';
import { useSiteConfig } from '../../../../config/use-site-config.ts';
import { callErrorMessage } from '../../../../errors/call-error-message.ts';
import { identityStatusQuery, storeIdentityStatus } from '../../../../queries/identity.query.ts';
import { PAGE_TITLES } from '../../../../shell/page-titles.ts';
import { refusalOf } from '../../../assets/shared/refusal.ts';
import { IdentityFrame } from '../shared/identity-frame.tsx';
import { ReviewBadge, ReviewFacts } from '../shared/review-facts.tsx';
import { IdentityStatusPending, SubmittedCard } from '../shared/submitted-card.tsx';
import { AdvancedAuthForm } from './advanced-auth-form.tsx';
import { authImageKeys, DEFAULT_AUTH_IMAGE_PARAMS, imageProblem } from './image-check.ts';
import { IMAGE_PROBLEMS } from './image-problem-messages.ts';
import { useImageFiles } from './use-image-files.ts';
import styles from '../shared/identity.module.css';

/** Advanced verification before basic is approved: why it is closed and where to go. */
function Locked({ basic }: { basic: IdentityStatus['basic'] }) {
  const { t } = useLingui();
  const canStart = basic.status === 'not_submitted' || basic.status === 'rejected';
  return (
    <section className={styles.card} aria-label={t`Not available yet`} data-state="locked">
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>
          <Trans>Basic verification comes first</Trans>
        </h2>
        <ReviewBadge status={basic.status} />
      </div>
      <p className={styles.notice}>
        <Trans>
          Advanced verification opens once your basic verification is approved: the reviewer
          compares your photos with the name and document you gave there.
        </Trans>
      </p>
      <div className={styles.actions}>
        {canStart ? (
          <Link to="/account/id-auth/base-auth" className={styles.action}>
            <Trans>Go to basic verification</Trans>
          </Link>
        ) : (
          <Link to="/account/id-auth" className={styles.action}>
            <Trans>See your verification levels</Trans>
          </Link>
        )}
      </div>
    </section>
  );
}

/** The advanced level once sent: under review or approved. */
function Submitted({ advanced }: { advanced: IdentityStatus['advanced'] }) {
  return (
    <SubmittedCard
      review={advanced}
      notice={
        advanced.status === 'approved' ? (
          <Trans>Your advanced verification is approved.</Trans>
        ) : (
          <Trans>We are reviewing your photos. You will see the result on this page.</Trans>
        )
      }
    />
  );
}

/**
 * /account/id-auth/advanced-auth (issue 18): one upload per key of `website_auth_img_params`
 * (drop or pick, preview, replace, remove), each file checked here as the server checks it (its
 * bytes: JPEG, PNG or WebP; at most 5 MB) and sent as one multipart form. Closed, and saying
 * why, until the basic level is approved.
 */
export function AdvancedAuthPage() {
  const { i18n } = useLingui();
  const { api } = useAppServices();
  const { config } = useSiteConfig();
  const queryClient = useQueryClient();
  const status = useQuery(identityStatusQuery(api));
  const keys = authImageKeys(
    configText(config, 'website_auth_img_params', DEFAULT_AUTH_IMAGE_PARAMS),
  );
  const files = useImageFiles();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const title = i18n._(PAGE_TITLES.advancedVerification);

  const send = useMutation({
    mutationFn: (body: Record<string, File>) => api.request('submitAdvancedIdentity', { body }),
    onSuccess: (result) => {
      if (result.ok) {
        storeIdentityStatus(queryClient, result.data);
        return;
      }
      const refusal = refusalOf(result);
      const byKey: Record<string, string> = {};
      let other: string | undefined;
      for (const [field, message] of Object.entries(refusal.fields)) {
        if (keys.includes(field)) byKey[field] = message;
        else other ??= message;
      }
      setErrors(byKey);
      setFormError(refusal.form ?? other);
    },
    onError: (error) => {
      setFormError(callErrorMessage(error, i18n).text);
    },
  });

  const setError = (key: string, message: string | undefined) => {
    setErrors((previous) => {
      const others = Object.entries(previous).filter(([name]) => name !== key);
      return Object.fromEntries(message === undefined ? others : [...others, [key, message]]);
    });
  };

  if (status.isPending || status.isError)
    return <IdentityStatusPending status={status} title={title} />;
  const { basic, advanced } = status.data;
  if (basic.status !== 'approved')
    return (
      <IdentityFrame title={title} state="locked" back>
        <Locked basic={basic} />
      </IdentityFrame>
    );
  if (advanced.status === 'pending' || advanced.status === 'approved')
    return (
      <IdentityFrame title={title} state={advanced.status} back>
        <Submitted advanced={advanced} />
      </IdentityFrame>
    );

  const filled = keys.every((key) => files.images[key] !== undefined);
  return (
    <IdentityFrame
      title={title}
      state={send.isPending ? 'submitting' : filled ? 'filled' : 'empty'}
      back
      lead={
        <Trans>
          Clear photos of your identity document and of you holding it. JPEG, PNG or WebP, at most 5
          MB each.
        </Trans>
      }
    >
      {advanced.status === 'rejected' ? (
        <section className={styles.card} aria-label={title}>
          <div className={styles.cardHead}>
            <h2 className={styles.cardTitle}>
              <Trans>Your last submission was rejected</Trans>
            </h2>
            <ReviewBadge status="rejected" />
          </div>
          <ReviewFacts review={advanced} />
        </section>
      ) : null}
      <section className={styles.card}>
        <AdvancedAuthForm
          keys={keys}
          images={files.images}
          errors={errors}
          formError={formError}
          submitting={send.isPending}
          onFile={(key, file) => {
            setFormError(undefined);
            void imageProblem(file).then((problem) => {
              if (problem !== null) {
                setError(key, i18n._(IMAGE_PROBLEMS[problem]));
                return;
              }
              setError(key, undefined);
              files.set(key, file);
            });
          }}
          onRemove={(key) => {
            setError(key, undefined);
            files.remove(key);
          }}
          onSubmit={() => {
            const missing = keys.filter((key) => files.images[key] === undefined);
            for (const key of missing) setError(key, i18n._(IMAGE_PROBLEMS.imageRequired));
            if (missing.length > 0 || Object.keys(errors).length > 0) return;
            send.mutate(
              Object.fromEntries(keys.map((key) => [key, files.images[key]?.file])) as Record<
                string,
                File
              >,
            );
          }}
        />
      </section>
    </IdentityFrame>
  );
}
