import { z } from 'zod';
import { emailSchema, formId, plainText, timestampMs } from './common.ts';
import { c2cOrderSchema } from './c2c-orders.ts';
import { googleResetSchema, countryCodeSchema, mobileSchema } from './security.ts';
import { identityStatusSchema, kycLevelSchema } from './identity.ts';
import { launchpadProjectSchema } from './subscription.ts';
import { defineRoute } from './route.ts';

// Demo-only calls of the products written ahead (issues 18, 21, 22), like demo.ts's: they exist
// only while the server runs in demo mode (404 otherwise), for the e2e tests and the demo to play
// the parts no user can: the SMS inbox, the identity and authenticator-reset reviewers, the C2C
// arbiter, and the launchpad's clock.

/** A text message the server "sent": SMS codes go to this inbox instead of a phone. */
export const demoSmsSchema = z.object({
  id: z.number().int().positive(),
  /** The number with its calling code ("+44 7700900123"). */
  to: z.string(),
  body: z.string(),
  code: z.string().nullable(),
  created_at: timestampMs,
});
export type DemoSms = z.infer<typeof demoSmsSchema>;

export const demoSmsQuerySchema = z.object({
  country_code: countryCodeSchema,
  mobile: mobileSchema,
});

/** A reviewer's decision; a rejection carries the reason the user is shown. */
export const reviewDecisionBodySchema = z
  .object({
    decision: z.enum(['approve', 'reject']),
    reason: plainText({ max: 200 }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.decision === 'reject' && body.reason === undefined)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'A rejection needs a reason' });
  });

export const demoIdentityReviewBodySchema = reviewDecisionBodySchema.safeExtend({
  email: emailSchema,
  level: kycLevelSchema.exclude(['unverified']),
});

export const demoGoogleResetReviewBodySchema = reviewDecisionBodySchema.safeExtend({
  email: emailSchema,
});

/**
 * The arbiter's decision on an appealed C2C order: `release` the escrow to the buyer (completed),
 * or `cancel` the order and return the escrow (to the ad's remaining amount for a sell ad, to the
 * seller's spot account for a buy ad).
 */
export const demoAppealDecisionBodySchema = z.object({
  id: formId,
  outcome: z.enum(['release', 'cancel']),
});

export const demoLaunchpadAdvanceBodySchema = z.object({ project_id: formId });

/** Newest first. */
export const demoSmsInbox = defineRoute({
  method: 'GET',
  path: '/demo/sms',
  auth: false,
  demo: true,
  query: demoSmsQuerySchema,
  response: z.array(demoSmsSchema),
});

/** Decide the pending identity submission of the user with this e-mail at this level. */
export const demoIdentityReview = defineRoute({
  method: 'POST',
  path: '/demo/identity/review',
  auth: false,
  demo: true,
  body: demoIdentityReviewBodySchema,
  response: identityStatusSchema,
});

/** Decide the pending authenticator reset of the user with this e-mail. */
export const demoGoogleResetReview = defineRoute({
  method: 'POST',
  path: '/demo/security/resetReview',
  auth: false,
  demo: true,
  body: demoGoogleResetReviewBodySchema,
  response: googleResetSchema,
});

/** Decide an order in `appealing`; answers the order as its buyer now sees it. */
export const demoAppealDecision = defineRoute({
  method: 'POST',
  path: '/demo/p2p/appeal/decide',
  auth: false,
  demo: true,
  body: demoAppealDecisionBodySchema,
  response: c2cOrderSchema,
});

/**
 * Move a launchpad project to its next phase now (subscribing ends, distribution runs …), so an
 * e2e test need not wait for the project's clock.
 */
export const demoLaunchpadAdvance = defineRoute({
  method: 'POST',
  path: '/demo/launchpad/advance',
  auth: false,
  demo: true,
  body: demoLaunchpadAdvanceBodySchema,
  response: launchpadProjectSchema,
});

/** Every demo route of the products written ahead, by name, for the route table. */
export const demoProductRoutes = {
  demoSmsInbox,
  demoIdentityReview,
  demoGoogleResetReview,
  demoAppealDecision,
  demoLaunchpadAdvance,
};
