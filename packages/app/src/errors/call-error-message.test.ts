import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n, type I18n } from '@lingui/core';
import {
  ApiFailureError,
  HttpError,
  InvalidResponseError,
  LoginExpiredError,
  NetworkError,
  RequestTimeoutError,
  SessionInvalidError,
  type FailureBody,
} from '@exchange/api';
import { activateLocale } from '../i18n/load-locale.ts';
import { callErrorMessage } from './call-error-message.ts';

let en: I18n;
let es: I18n;
beforeAll(async () => {
  en = setupI18n();
  es = setupI18n();
  // A detached root: these tests must not flip the page's lang/dir.
  await activateLocale(en, 'en', undefined, document.createElement('html'));
  await activateLocale(es, 'es', undefined, document.createElement('html'));
});

const refused = (message: string, status = 422): FailureBody => ({
  status: 'error',
  code: status,
  data: null,
  message,
});

const timeout = (route: string) => new RequestTimeoutError(route, 20_000);
const lost = (route: string) => new NetworkError(route, `${route} failed: no answer`);
const offline = (route: string) =>
  new NetworkError(route, `${route} failed: no answer`, { delivery: 'not-sent' });

describe('callErrorMessage: an order (POST /spots/order)', () => {
  // Issue 15: "spotPlaceOrder failed: no answer" reached the user.
  it('a timed-out order may have been placed: check Open orders, refetch', () => {
    expect(callErrorMessage(timeout('spotPlaceOrder'), en)).toEqual({
      text: 'The exchange did not answer in time. Your order may or may not have been placed: check Open orders before trying again.',
      effect: 'unknown',
    });
  });

  it('a connection lost while online is the same uncertainty', () => {
    expect(callErrorMessage(lost('spotPlaceOrder'), en)).toEqual({
      text: 'The exchange could not be reached. Your order may or may not have been placed: check Open orders before trying again.',
      effect: 'unknown',
    });
  });

  it('offline when sent: nothing was sent', () => {
    expect(callErrorMessage(offline('spotPlaceOrder'), en)).toEqual({
      text: 'You are offline. Nothing was sent: your order was not placed.',
      effect: 'none',
    });
  });

  it("a 4xx refusal shows the server's reason", () => {
    const error = new ApiFailureError('spotPlaceOrder', 422, refused('Insufficient USDT balance'));
    expect(callErrorMessage(error, en)).toEqual({
      text: 'Order rejected: Insufficient USDT balance',
      effect: 'none',
    });
  });

  it('a 5xx may have been placed', () => {
    const error = new HttpError('spotPlaceOrder', 502, 'Error');
    expect(callErrorMessage(error, en)).toEqual({
      text: 'The exchange had a problem (error 502). Your order may or may not have been placed: check Open orders before trying again.',
      effect: 'unknown',
    });
  });

  it('an unreadable 2xx answer may have been placed', () => {
    const error = new InvalidResponseError('spotPlaceOrder', 'spotPlaceOrder answered with …');
    expect(callErrorMessage(error, en).effect).toBe('unknown');
    expect(callErrorMessage(error, en).text).toBe(
      'The exchange sent an answer this page could not read. Your order may or may not have been placed: check Open orders before trying again.',
    );
  });

  it('unauthorised: log in again, the order was not placed', () => {
    expect(callErrorMessage(new LoginExpiredError('spotPlaceOrder'), en)).toEqual({
      text: 'Your session has expired: log in again. Your order was not placed.',
      effect: 'none',
    });
  });

  it('a session ended elsewhere shows its reason', () => {
    const error = new SessionInvalidError('spotPlaceOrder', 'Signed in on another device');
    expect(callErrorMessage(error, en).text).toBe('Order rejected: Signed in on another device');
  });

  it('a refusal without a reason names its status, never "Error"', () => {
    const error = new HttpError('spotPlaceOrder', 403, 'Error');
    expect(callErrorMessage(error, en).text).toBe(
      'The exchange refused the request (error 403). Your order was not placed.',
    );
  });
});

describe('callErrorMessage: a cancel (PUT /spots/order/{id})', () => {
  it('a timeout may or may not have cancelled', () => {
    expect(callErrorMessage(timeout('spotCancelOrder'), en)).toEqual({
      text: 'The exchange did not answer in time. The order may or may not have been cancelled: check Open orders.',
      effect: 'unknown',
    });
  });

  it('offline: nothing was sent', () => {
    expect(callErrorMessage(offline('spotCancelOrder'), en).text).toBe(
      'You are offline. Nothing was sent: the order was not cancelled.',
    );
  });

  it("a refusal gives the server's reason", () => {
    const error = new ApiFailureError('spotCancelOrder', 400, refused('Order already filled', 400));
    expect(callErrorMessage(error, en).text).toBe(
      'The order was not cancelled: Order already filled',
    );
  });
});

describe('callErrorMessage: reads and other writes', () => {
  it('a read that timed out says only what happened', () => {
    expect(callErrorMessage(timeout('spotOrders'), en)).toEqual({
      text: 'The exchange did not answer in time.',
      effect: 'none',
    });
  });

  it('a read while offline: nothing was sent', () => {
    expect(callErrorMessage(offline('spotDepth'), en).text).toBe(
      'You are offline. Nothing was sent.',
    );
  });

  it('a server error on a read changes nothing', () => {
    expect(callErrorMessage(new HttpError('spotPairs', 503, 'Error'), en)).toEqual({
      text: 'The exchange had a problem (error 503).',
      effect: 'none',
    });
  });

  it('another write that timed out may have been done', () => {
    expect(callErrorMessage(timeout('transfer'), en)).toEqual({
      text: 'The exchange did not answer in time. It may or may not have been done: check before trying again.',
      effect: 'unknown',
    });
  });

  it('a refused write shows the reason and that nothing changed', () => {
    const error = new ApiFailureError('transfer', 422, refused('amount: Must be greater than 0'));
    expect(callErrorMessage(error, en).text).toBe(
      'amount: Must be greater than 0 Nothing was changed.',
    );
  });

  it('too many requests keeps the server reason', () => {
    const error = new HttpError('login', 429, 'Too many attempts: try again at 10:15 UTC');
    expect(callErrorMessage(error, en).text).toBe(
      'Too many attempts: try again at 10:15 UTC Nothing was changed.',
    );
  });

  it('anything that is not an API error is a plain apology, not its internal text', () => {
    const text = callErrorMessage(new TypeError('x is undefined'), en).text;
    expect(text).toBe('Something went wrong. Please try again.');
  });
});

describe('callErrorMessage never shows a route name or internal text', () => {
  const errors = [
    timeout('spotPlaceOrder'),
    lost('spotPlaceOrder'),
    offline('spotCancelOrder'),
    new HttpError('spotDepth', 500, 'Error'),
    new InvalidResponseError('spotOrders', 'spotOrders answered with an unexpected shape: data.x'),
    new LoginExpiredError('getAsset'),
  ];
  it.each(errors.map((error) => [error.kind, error] as const))('%s', (_kind, error) => {
    for (const i18n of [en, es]) {
      const { text } = callErrorMessage(error, i18n);
      expect(text).not.toMatch(/spot|getAsset|no answer|timed out after|login expired/i);
      expect(text.length).toBeGreaterThan(10);
    }
  });
});

describe('callErrorMessage in Spanish', () => {
  it('a timed-out order', () => {
    expect(callErrorMessage(timeout('spotPlaceOrder'), es).text).toBe(
      'El exchange no respondió a tiempo. Es posible que tu orden se haya colocado o no: revisa Órdenes abiertas antes de volver a intentarlo.',
    );
  });

  it('offline', () => {
    expect(callErrorMessage(offline('spotPlaceOrder'), es).text).toBe(
      'Estás sin conexión. No se envió nada: tu orden no se colocó.',
    );
  });

  it('a refusal keeps the server reason inside the translated frame', () => {
    const error = new ApiFailureError('spotPlaceOrder', 422, refused('Saldo insuficiente'));
    expect(callErrorMessage(error, es).text).toBe('Orden rechazada: Saldo insuficiente');
  });

  it('a server error on a cancel', () => {
    expect(callErrorMessage(new HttpError('spotCancelOrder', 503, 'Error'), es)).toEqual({
      text: 'El exchange tuvo un problema (error 503). Es posible que la orden se haya cancelado o no: revisa Órdenes abiertas.',
      effect: 'unknown',
    });
  });

  it('unauthorised', () => {
    expect(callErrorMessage(new LoginExpiredError('spotPlaceOrder'), es).text).toBe(
      'Tu sesión ha caducado: inicia sesión de nuevo. Tu orden no se colocó.',
    );
  });
});
