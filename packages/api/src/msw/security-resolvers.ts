import type { SecurityOverview } from '../security.ts';
import { MockHttpError, pageOf, type FixtureResolvers } from './resolver-kit.ts';
import {
  demoSmsFixture,
  deviceSessionsFixture,
  googleSecretFixture,
  identityStatusFixture,
  loginHistoryFixture,
  recoveryCodesFixture,
  securityOverviewFixture,
} from './fixtures/security.ts';
import { FIXTURE_NOW } from './seed.ts';

// Fixture answers of the security, session and identity routes: each change answers the
// overview as it would be afterwards, so a story can show the page after the action.

const DAY = 86_400_000;

const locked = (reason: SecurityOverview['withdraw_lock_reason']): SecurityOverview => ({
  ...securityOverviewFixture,
  withdraw_locked_until: FIXTURE_NOW + DAY,
  withdraw_lock_reason: reason,
});

/** Mask an e-mail address as the server does: first and last letter of the name. */
const maskEmail = (email: string) => {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}***${name.length > 1 ? name.slice(-1) : ''}@${domain}`;
};

export const securityResolvers = {
  securityOverview: () => securityOverviewFixture,
  securitySendCode: ({ body }) => ({
    expires_at: FIXTURE_NOW + 600_000,
    resend_at: FIXTURE_NOW + 60_000,
    masked_target:
      body.purpose === 'bind_mobile'
        ? `${body.country_code ?? ''} ****${(body.mobile ?? '').slice(-4)}`
        : maskEmail(body.email ?? 'trader@exchange.example'),
  }),
  googleSecret: () => googleSecretFixture,
  bindGoogle: () => ({
    recovery_codes: recoveryCodesFixture,
    overview: { ...locked('google_bound'), google2fa: true, level: 'medium' },
  }),
  unbindGoogle: () => locked('google_unbound'),
  // With a recovery code the server approves at once; without one the request waits for review.
  resetGoogle: ({ body }) => ({
    id: 5,
    status: body.recovery_code === undefined ? 'pending' : 'approved',
    reason: body.reason,
    review_note: null,
    created_at: FIXTURE_NOW,
    reviewed_at: body.recovery_code === undefined ? null : FIXTURE_NOW,
  }),
  bindEmail: ({ body }) => ({ ...securityOverviewFixture, email: maskEmail(body.email) }),
  modifyEmail: ({ body }) => ({ ...locked('email_changed'), email: maskEmail(body.email) }),
  bindMobile: ({ body }) => ({
    ...securityOverviewFixture,
    level: 'medium',
    mobile: `${body.country_code} ****${body.mobile.slice(-4)}`,
  }),
  modifyPassword: () => ({ ...locked('password_changed'), password_updated_at: FIXTURE_NOW }),
  setAntiPhishing: ({ body }) => ({
    ...securityOverviewFixture,
    anti_phishing_code: `${body.anti_phishing_code.slice(0, 2)}****${body.anti_phishing_code.slice(-1)}`,
  }),

  deviceSessions: () => deviceSessionsFixture,
  endDeviceSession: ({ body }) => {
    const session = deviceSessionsFixture.find((row) => row.id === body.id);
    if (!session) throw new MockHttpError(404, 'Session not found');
    return { ended: 1 };
  },
  endOtherSessions: () => ({
    ended: deviceSessionsFixture.filter((row) => !row.current).length,
  }),
  loginHistory: ({ query }) => pageOf(loginHistoryFixture, query),
  disableAccount: () => null,

  identityStatus: () => identityStatusFixture,
  submitBasicIdentity: ({ body }) => ({
    ...identityStatusFixture,
    level: 'unverified',
    basic: {
      status: 'pending',
      reason: null,
      submitted_at: FIXTURE_NOW,
      reviewed_at: null,
      details: {
        full_name: `${body.full_name.slice(0, 1)}***`,
        country: body.country,
        document_type: body.document_type,
        document_number: `****${body.document_number.slice(-4)}`,
        birth_date: body.birth_date,
      },
    },
    advanced: { ...identityStatusFixture.advanced, status: 'not_submitted', images: [] },
  }),
  submitAdvancedIdentity: ({ body }) => ({
    ...identityStatusFixture,
    advanced: {
      status: 'pending',
      reason: null,
      submitted_at: FIXTURE_NOW,
      reviewed_at: null,
      images: Object.keys(body),
    },
  }),

  demoSmsInbox: ({ query }) =>
    demoSmsFixture.filter((sms) => sms.to === `${query.country_code} ${query.mobile}`),
  demoIdentityReview: ({ body }) => {
    const review = {
      status: body.decision === 'approve' ? ('approved' as const) : ('rejected' as const),
      reason: body.decision === 'approve' ? null : (body.reason ?? null),
      reviewed_at: FIXTURE_NOW,
    };
    return body.level === 'basic'
      ? { ...identityStatusFixture, basic: { ...identityStatusFixture.basic, ...review } }
      : {
          ...identityStatusFixture,
          level: body.decision === 'approve' ? 'advanced' : identityStatusFixture.level,
          advanced: { ...identityStatusFixture.advanced, ...review },
        };
  },
  demoGoogleResetReview: ({ body }) => ({
    id: 5,
    status: body.decision === 'approve' ? 'approved' : 'rejected',
    reason: 'Lost the phone with the authenticator',
    review_note: body.decision === 'approve' ? null : (body.reason ?? null),
    created_at: FIXTURE_NOW - 3_600_000,
    reviewed_at: FIXTURE_NOW,
  }),
} satisfies Partial<FixtureResolvers>;
