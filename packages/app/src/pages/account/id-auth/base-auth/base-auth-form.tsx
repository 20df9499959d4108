import { useId, useMemo, type SyntheticEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { DOCUMENT_TYPES, type DocumentType } from '@exchange/api';
import { Button, Combobox, Field, TextInput } from '@exchange/design-system';
import { DOCUMENT_TYPE_NAMES } from '../shared/identity-labels.ts';
import type { BasicDraft, BasicField } from './base-auth-rules.ts';
import { countryItems } from './countries.ts';
import styles from './base-auth.module.css';
import frame from '../shared/identity.module.css';

/** The message under each field (the form's own check or the server's), and the form's own. */
export type BasicFieldErrors = Partial<Record<BasicField | 'form', string>>;

export interface BaseAuthFormProps {
  draft: BasicDraft;
  errors: BasicFieldErrors;
  /** The latest date of birth the date input offers (YYYY-MM-DD, today). */
  today: string;
  submitting: boolean;
  onChange: (change: Partial<BasicDraft>) => void;
  onSubmit: () => void;
}

/**
 * The basic level's form: full name, issuing country (searchable, named in the reader's
 * language), document type, document number and date of birth, each with its message under it.
 */
export function BaseAuthForm({
  draft,
  errors,
  today,
  submitting,
  onChange,
  onSubmit,
}: BaseAuthFormProps) {
  const { i18n, t } = useLingui();
  const countries = useMemo(() => countryItems(i18n.locale), [i18n.locale]);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const documentError = errors.document_type;
  const documentIds = useId();
  const legendId = `${documentIds}-legend`;
  const documentErrorId = `${documentIds}-error`;
  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-label={t`Basic verification`}>
      <TextInput
        label={t`Full name`}
        hint={t`As it is written on the document.`}
        autoComplete="name"
        value={draft.full_name}
        error={errors.full_name}
        onChange={(event) => {
          onChange({ full_name: event.target.value });
        }}
      />
      <Field label={t`Country`} error={errors.country}>
        {(control) => (
          <Combobox
            {...control}
            label={t`Country`}
            placeholder={t`Choose the issuing country`}
            searchLabel={t`Search countries`}
            emptyLabel={t`No country matches.`}
            items={countries}
            value={draft.country === '' ? null : draft.country}
            onChange={(country) => {
              onChange({ country });
            }}
          />
        )}
      </Field>
      <div
        className={styles.choices}
        role="radiogroup"
        aria-labelledby={legendId}
        aria-describedby={documentError === undefined ? undefined : documentErrorId}
        aria-invalid={documentError === undefined ? undefined : true}
      >
        <span id={legendId} className={styles.legend}>
          <Trans>Document type</Trans>
        </span>
        <div className={styles.options}>
          {DOCUMENT_TYPES.map((type: DocumentType) => (
            <label key={type} className={styles.option}>
              <input
                type="radio"
                name="document_type"
                value={type}
                checked={draft.document_type === type}
                onChange={() => {
                  onChange({ document_type: type });
                }}
              />
              <span>{i18n._(DOCUMENT_TYPE_NAMES[type])}</span>
            </label>
          ))}
        </div>
        {documentError === undefined ? null : (
          <p id={documentErrorId} className={styles.error}>
            {documentError}
          </p>
        )}
      </div>
      <TextInput
        label={t`Document number`}
        autoComplete="off"
        spellCheck={false}
        value={draft.document_number}
        error={errors.document_number}
        onChange={(event) => {
          onChange({ document_number: event.target.value });
        }}
      />
      <TextInput
        label={t`Date of birth`}
        type="date"
        max={today}
        hint={t`You must be 18 or older.`}
        value={draft.birth_date}
        error={errors.birth_date}
        onChange={(event) => {
          onChange({ birth_date: event.target.value });
        }}
      />
      {errors.form === undefined ? null : (
        <p className={frame.formError} role="alert">
          {errors.form}
        </p>
      )}
      <div className={frame.actions}>
        <Button type="submit" loading={submitting}>
          <Trans>Submit for review</Trans>
        </Button>
      </div>
    </form>
  );
}
