import type { ReactNode, SyntheticEvent } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { ApiResult } from '@exchange/api';
import { Button, Spinner } from '@exchange/design-system';
import { callErrorMessage } from '../../../../errors/call-error-message.ts';
import { LoadFailed } from '../../../assets/shared/load-failed.tsx';
import { refusalOf } from '../../../assets/shared/refusal.ts';
import shared from './security.module.css';

/**
 * What the pages that link an address (bind-email, bind-mobile) share: the page's `data-state`,
 * the overview's loading and failure, and the form's card with its refusal and submit button.
 */

/** The page's state, for SecurityFrame: the overview first, then the link's own progress. */
export function bindPageState(
  overview: UseQueryResult,
  bind: { isPending: boolean; data: ApiResult<unknown> | undefined },
  bound: string | null,
) {
  return overview.isPending
    ? 'loading'
    : overview.isError
      ? 'error'
      : bind.data?.ok === true
        ? 'done'
        : bound !== null
          ? 'bound'
          : bind.isPending
            ? 'submitting'
            : 'form';
}

/** The refusal's message for the form itself, or for a field the form does not draw. */
export function bindFormError(result: ApiResult<unknown> | undefined, drawn: readonly string[]) {
  const refusal = refusalOf(result);
  return (
    refusal.form ?? Object.entries(refusal.fields).find(([field]) => !drawn.includes(field))?.[1]
  );
}

/** The overview while it loads (a spinner named `label`) or after it failed (with a retry). */
export function OverviewPending({ overview, label }: { overview: UseQueryResult; label: string }) {
  const { i18n } = useLingui();
  if (overview.isPending) return <Spinner label={label} />;
  return (
    <LoadFailed
      message={callErrorMessage(overview.error, i18n).text}
      onRetry={() => {
        void overview.refetch();
      }}
    />
  );
}

interface BindFormProps {
  /** The form's accessible name. */
  label: string;
  submitLabel: ReactNode;
  submitting: boolean;
  formError: string | undefined;
  onSubmit: (event: SyntheticEvent) => void;
  /** The address's fields and its code field. */
  children: ReactNode;
}

/** The link's form in its card: the fields, a refusal no field shows, the submit button. */
export function BindForm({
  label,
  submitLabel,
  submitting,
  formError,
  onSubmit,
  children,
}: BindFormProps) {
  return (
    <section className={shared.card}>
      <form className={shared.form} noValidate onSubmit={onSubmit} aria-label={label}>
        {children}
        {formError === undefined ? null : (
          <p className={shared.formError} role="alert">
            {formError}
          </p>
        )}
        <div className={shared.buttons}>
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </section>
  );
}
