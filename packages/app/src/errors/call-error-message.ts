import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import {
  ApiError,
  ApiFailureError,
  HttpError,
  isRouteName,
  routeMethod,
  type RouteName,
} from '@exchange/api';

/**
 * What a failed call was for: it decides the second sentence of the message (issue 15: say
 * whether anything was sent). Orders and cancels name the order; other writes speak of "it".
 */
type Subject = 'order' | 'cancel' | 'change' | 'read';

const SUBJECTS: Partial<Record<RouteName, Subject>> = {
  spotPlaceOrder: 'order',
  contractOpen: 'order',
  optionOpen: 'order',
  spotCancelOrder: 'cancel',
  contractEntrustCancel: 'cancel',
};

/** What a failed call did on the server, as far as this device can know. */
export type CallEffect =
  /** Nothing changed: it was never sent, the server refused it, or it only read. */
  | 'none'
  /** It may have been carried out: the caller refetches what it would have changed. */
  | 'unknown';

/** A failed call in words for the user, in the active language. */
export interface CallErrorMessage {
  /** What happened and whether anything was sent; never a route name or internal text. */
  text: string;
  effect: CallEffect;
}

function subjectOf(route: string): Subject {
  if (!isRouteName(route)) return 'change';
  return SUBJECTS[route] ?? (routeMethod(route) === 'GET' ? 'read' : 'change');
}

/** The HTTP status of an answered error, 0 when there was no answer. */
function statusOf(error: ApiError): number {
  return error instanceof HttpError || error instanceof ApiFailureError ? error.status : 0;
}

/**
 * The first sentence for an error with no answer to show, or null for a refusal (whose reason
 * the server gives).
 */
function whatHappened(error: ApiError): MessageDescriptor | null {
  switch (error.kind) {
    case 'network':
      return error.delivery === 'not-sent'
        ? msg`You are offline.`
        : msg`The exchange could not be reached.`;
    case 'timeout':
      return msg`The exchange did not answer in time.`;
    case 'http': {
      const status = statusOf(error);
      return status >= 500 ? msg`The exchange had a problem (error ${status}).` : null;
    }
    case 'login-expired':
      return msg`Your session has expired: log in again.`;
    case 'invalid-response':
      return msg`The exchange sent an answer this page could not read.`;
    case 'aborted':
      return msg`The request was cancelled.`;
    case 'failure':
    case 'session-invalid':
      return null;
    default:
      return error.kind satisfies never;
  }
}

/** How far the request got, in the terms of the user's action. */
function effectOf(error: ApiError, subject: Subject): 'not-sent' | 'unknown' | 'refused' {
  if (error.delivery === 'not-sent') return 'not-sent';
  if (subject === 'read') return 'refused';
  if (error.delivery === 'unknown') return 'unknown';
  // The server answered. A 5xx (a proxy's 502/504 included) or a 2xx it could not read may
  // still have been carried out; a 4xx and a session refusal were not.
  if (error.kind === 'invalid-response' || statusOf(error) >= 500) return 'unknown';
  return 'refused';
}

function consequence(
  subject: Subject,
  effect: 'not-sent' | 'unknown' | 'refused',
): MessageDescriptor | null {
  switch (subject) {
    case 'order':
      if (effect === 'not-sent') return msg`Nothing was sent: your order was not placed.`;
      if (effect === 'unknown')
        return msg`Your order may or may not have been placed: check Open orders before trying again.`;
      return msg`Your order was not placed.`;
    case 'cancel':
      if (effect === 'not-sent') return msg`Nothing was sent: the order was not cancelled.`;
      if (effect === 'unknown')
        return msg`The order may or may not have been cancelled: check Open orders.`;
      return msg`The order was not cancelled.`;
    case 'change':
      if (effect === 'not-sent') return msg`Nothing was sent.`;
      if (effect === 'unknown')
        return msg`It may or may not have been done: check before trying again.`;
      return msg`Nothing was changed.`;
    case 'read':
      return effect === 'not-sent' ? msg`Nothing was sent.` : null;
    default:
      return subject satisfies never;
  }
}

/** The server's own words for a refusal, when it gave any ("Error" is the client's filler). */
function serverReason(error: ApiError): string | null {
  if (error.kind !== 'failure' && error.kind !== 'http' && error.kind !== 'session-invalid')
    return null;
  const reason = error.message.trim();
  return reason === '' || reason === 'Error' ? null : reason;
}

/** A refusal in the server's words, tied to the action it stopped. */
function refusal(subject: Subject, reason: string): MessageDescriptor | null {
  switch (subject) {
    case 'order':
      return msg`Order rejected: ${reason}`;
    case 'cancel':
      return msg`The order was not cancelled: ${reason}`;
    case 'change':
    case 'read':
      return null;
    default:
      return subject satisfies never;
  }
}

/**
 * Whether a failed call may still have changed something on the server: `unknown` after no
 * answer, a lost connection, a 5xx or an unreadable 2xx to a write. The caller refetches what
 * the call would have changed (an order: Open orders and the wallet).
 *
 * @example if (callEffect(error) === 'unknown') await refetchOpenOrders();
 */
export function callEffect(error: unknown): CallEffect {
  if (!(error instanceof ApiError)) return 'none';
  return effectOf(error, subjectOf(error.route)) === 'unknown' ? 'unknown' : 'none';
}

/**
 * Turns any failed call into one translated message saying what happened and whether anything
 * was sent (issue 15), with `effect: 'unknown'` when the caller should refetch what the call
 * would have changed (an order that timed out may have been placed: refetch Open orders).
 * A refusal shows the server's reason. Route names and internal text never reach the user.
 *
 * @example
 * const { text, effect } = callErrorMessage(error, i18n);
 * // a timed-out order: "The exchange did not answer in time. Your order may or may not have
 * // been placed: check Open orders before trying again.", effect 'unknown'
 */
export function callErrorMessage(error: unknown, i18n: I18n): CallErrorMessage {
  if (!(error instanceof ApiError)) {
    return { text: i18n._(msg`Something went wrong. Please try again.`), effect: 'none' };
  }
  const subject = subjectOf(error.route);
  const effect = effectOf(error, subject);
  const happened = whatHappened(error);
  const reason = happened === null ? serverReason(error) : null;
  const tied = reason === null ? null : refusal(subject, reason);
  const parts: string[] = [];
  if (happened !== null) parts.push(i18n._(happened));
  else if (tied !== null) parts.push(i18n._(tied));
  else if (reason !== null) parts.push(reason);
  else {
    const status = statusOf(error);
    parts.push(
      status > 0
        ? i18n._(msg`The exchange refused the request (error ${status}).`)
        : i18n._(msg`The exchange refused the request.`),
    );
  }
  // "Order rejected: …" already says the order was not placed.
  const next = tied === null ? consequence(subject, effect) : null;
  if (next !== null) parts.push(i18n._(next));
  return { text: parts.join(' '), effect: effect === 'unknown' ? 'unknown' : 'none' };
}
