import { useState } from 'react';
import {
  accountFieldProblems,
  type AccountField,
  type AccountFieldsOptions,
  type AccountFieldValues,
  type FieldProblem,
} from './validation.ts';

const EMPTY: AccountFieldValues = {
  email: '',
  code: '',
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/** An account form's fields: what {@link AccountFields} renders and the page sends. */
export interface AccountFieldsState {
  options: AccountFieldsOptions;
  values: AccountFieldValues;
  set: (field: AccountField, value: string) => void;
  /**
   * The problems to show: none before the first submit, except the e-mail's once "Send code"
   * was pressed with a bad address.
   */
  shown: Partial<Record<AccountField, FieldProblem>>;
  /** Whether the form was submitted once (its own extra fields show their problems from then). */
  submitted: boolean;
  /** "Send code" with a bad address: show why under the e-mail. */
  checkEmail: () => void;
  /** Marks the form submitted; true when every field is acceptable. */
  submit: () => boolean;
  /** The e-mail to send: the fixed address, or the typed one trimmed. */
  email: string;
}

/**
 * The state and rules of the e-mail, e-mail code and password fields that the sign-in,
 * sign-up, password reset and account security forms share; render them with
 * {@link AccountFields}.
 *
 * @example
 * const fields = useAccountFields({ code: 'forget_password', newPassword: true });
 * const onSubmit = () => { if (fields.submit()) reset.mutate(); };
 */
export function useAccountFields(options: AccountFieldsOptions): AccountFieldsState {
  const [values, setValues] = useState(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [emailChecked, setEmailChecked] = useState(false);
  const problems = accountFieldProblems(options, values);
  const shown = submitted
    ? problems
    : emailChecked && problems.email !== undefined
      ? { email: problems.email }
      : {};
  return {
    options,
    values,
    set: (field, value) => {
      setValues((current) => ({ ...current, [field]: value }));
    },
    shown,
    submitted,
    checkEmail: () => {
      setEmailChecked(true);
    },
    submit: () => {
      setSubmitted(true);
      return Object.keys(problems).length === 0;
    },
    email: options.email ?? values.email.trim(),
  };
}
