import type { HttpHandler } from 'msw';
import { routeHandler } from '@exchange/api/msw';

// Stories only (never app code): MSW handlers the security pages' stories share.

/**
 * POST /security/sendCode answering on the real clock (the fixture's resend time is the
 * fixture's past, so no countdown would show): another send in 60 s, the account's address
 * masked, or the new address / number it went to.
 */
export function sendCodeOnRealClock(): HttpHandler {
  return routeHandler('securitySendCode', ({ body }) => ({
    expires_at: Date.now() + 600_000,
    resend_at: Date.now() + 60_000,
    masked_target:
      body.purpose === 'bind_mobile'
        ? `${body.country_code ?? ''} ****${(body.mobile ?? '').slice(-4)}`
        : body.email === undefined
          ? 't***r@exchange.example'
          : `${body.email.slice(0, 1)}***@${body.email.split('@')[1] ?? ''}`,
  }));
}
