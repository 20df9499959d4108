import type { I18n } from '@lingui/core';
import { ApiFailureError } from '@exchange/api';
import { callErrorMessage } from '../../../errors/call-error-message.ts';

/**
 * A failed contract call as the form shows it: each field the server named (`amount`, `price`,
 * `leverage`, `margin_mode` …) with its message, to go under that field, and the sentence for
 * the form when no field of the form can carry it (a refusal of the whole request, no answer, a
 * 5xx: `callErrorMessage`'s words, which say whether the order may have been placed).
 */
export interface OrderRefusal {
  fields: Readonly<Record<string, string>>;
  form: string | null;
}

export const NO_REFUSAL: OrderRefusal = { fields: {}, form: null };

/**
 * Splits a failed call into its field messages and its form message. A field the form does not
 * show (`shown` leaves it out) is not dropped: its message goes to the form instead.
 *
 * @example refusalOfError(error, i18n, ['amount', 'price']).fields.amount // 'Not enough available margin'
 */
export function refusalOfError(error: unknown, i18n: I18n, shown: readonly string[]): OrderRefusal {
  if (error instanceof ApiFailureError) {
    const fields: Record<string, string> = {};
    const elsewhere: string[] = [];
    for (const item of error.body.data?.errors ?? []) {
      if (!shown.includes(item.field)) elsewhere.push(item.message);
      else fields[item.field] ??= item.message;
    }
    // The server's own words without its "field: " prefix, for fields the form has no place for.
    const form = elsewhere.length === 0 ? null : elsewhere.join(' ');
    if (Object.keys(fields).length > 0 || form !== null) return { fields, form };
  }
  return { fields: {}, form: callErrorMessage(error, i18n).text };
}
