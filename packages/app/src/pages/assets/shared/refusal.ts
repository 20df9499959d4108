import type { ApiResult } from '@exchange/api';

/**
 * The server's refusal of a form, split by field: `fields` maps a request field (`amount`,
 * `coin_id`) to its message, `form` is the message when no field was named.
 *
 * @example const { fields, form } = refusalOf(result); fields.amount // 'Insufficient balance'
 */
export function refusalOf(result: ApiResult<unknown> | undefined): {
  fields: Record<string, string>;
  form: string | null;
} {
  if (result === undefined || result.ok) return { fields: {}, form: null };
  const fields: Record<string, string> = {};
  for (const error of result.body.data?.errors ?? []) {
    if (error.field !== '' && fields[error.field] === undefined)
      fields[error.field] = error.message;
  }
  return { fields, form: Object.keys(fields).length === 0 ? result.message : null };
}
