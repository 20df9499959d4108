import { z } from 'zod';
import { coinNameSchema, decimalString, fileSchema, plainText, timestampMs } from './common.ts';
import { defineRoute } from './route.ts';

// Identity verification (issue 18; SPEC.md section 2 /account/id-auth with base-auth and
// advanced-auth): levels unverified → basic → advanced, each reviewed, each raising the 24-hour
// withdrawal limit.

export const KYC_LEVELS = ['unverified', 'basic', 'advanced'] as const;
export const kycLevelSchema = z.enum(KYC_LEVELS);
export type KycLevel = z.infer<typeof kycLevelSchema>;

/** A level's review: not submitted, pending, approved, or rejected with the reviewer's reason. */
export const reviewStatusSchema = z.enum(['not_submitted', 'pending', 'approved', 'rejected']);
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

export const DOCUMENT_TYPES = ['passport', 'id_card', 'driving_licence'] as const;
export const documentTypeSchema = z.enum(DOCUMENT_TYPES);
export type DocumentType = z.infer<typeof documentTypeSchema>;

/** An ISO 3166-1 alpha-2 country code ("GB", "BR"). */
export const countrySchema = z.string().regex(/^[A-Z]{2}$/, {
  message: 'Expected a two-letter country code such as "GB"',
});

const DATE_FORMAT = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date as YYYY-MM-DD that exists (no 2001-02-30); one message per problem. */
export const calendarDateSchema = z
  .string()
  .regex(DATE_FORMAT, { message: 'Expected a date as YYYY-MM-DD' })
  .refine(
    (text) => {
      if (!DATE_FORMAT.test(text)) return true;
      const date = new Date(`${text}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
    },
    { message: 'No such date' },
  );

/**
 * The basic level's form (`base-auth`). The server also checks the holder is of age on the
 * server's date and the document number's format for the country.
 */
export const basicIdentityBodySchema = z.object({
  full_name: plainText({ min: 2, max: 64 }),
  country: countrySchema,
  document_type: documentTypeSchema,
  document_number: z.string().regex(/^[A-Za-z0-9-]{4,32}$/, {
    message: 'Expected 4 to 32 letters, digits or "-"',
  }),
  birth_date: calendarDateSchema,
});

/** The name of an image upload: a key of the `website_auth_img_params` config entry. */
export const authImageKeySchema = z.string().regex(/^[a-z][a-z0-9_]{0,31}$/, {
  message: 'Expected a key such as "front_img"',
});

/** The largest image the advanced level takes (issue 18). */
export const MAX_AUTH_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * The advanced level's uploads (`advanced-auth`): one file per key of `website_auth_img_params`
 * (default front_img, back_img, hand_img). The server requires exactly the configured keys and
 * checks each file's bytes (JPEG, PNG or WebP), never its name or declared type.
 */
export const advancedIdentityBodySchema = z
  .record(
    authImageKeySchema,
    fileSchema.refine((file) => file.size <= MAX_AUTH_IMAGE_BYTES, {
      message: 'At most 5 MB',
    }),
  )
  .refine((files) => Object.keys(files).length > 0, { message: 'Expected the images' });

/** What the basic level was submitted with, masked for display. */
export const basicIdentitySchema = z.object({
  /** Masked ("A*** L***"). */
  full_name: z.string(),
  country: countrySchema,
  document_type: documentTypeSchema,
  /** Masked ("****4821"). */
  document_number: z.string(),
  birth_date: z.string(),
});
export type BasicIdentity = z.infer<typeof basicIdentitySchema>;

const reviewFields = {
  status: reviewStatusSchema,
  /** The reviewer's reason when rejected; null otherwise. */
  reason: z.string().nullable(),
  submitted_at: timestampMs.nullable(),
  reviewed_at: timestampMs.nullable(),
};

/** A level's 24-hour withdrawal limit, valued in one coin (the site's quote coin). */
export const withdrawLimitSchema = z.object({
  level: kycLevelSchema,
  coin_name: coinNameSchema,
  withdraw_limit_24h: decimalString,
});
export type WithdrawLimit = z.infer<typeof withdrawLimitSchema>;

/** The identity page's state (`/account/id-auth`). */
export const identityStatusSchema = z.object({
  /** The highest approved level. */
  level: kycLevelSchema,
  basic: z.object({ ...reviewFields, details: basicIdentitySchema.nullable() }),
  advanced: z.object({
    ...reviewFields,
    /** The keys uploaded with the last submission. */
    images: z.array(authImageKeySchema),
  }),
  /** Every level's limit, lowest level first. */
  limits: z.array(withdrawLimitSchema),
  /** What the user withdrew in the last 24 hours, in the limits' coin. */
  withdrawn_24h: decimalString,
});
export type IdentityStatus = z.infer<typeof identityStatusSchema>;

export const identityStatus = defineRoute({
  method: 'GET',
  path: '/identity/status',
  auth: true,
  response: identityStatusSchema,
});

/** Refused while the level is pending or approved. */
export const submitBasicIdentity = defineRoute({
  method: 'POST',
  path: '/identity/basic',
  auth: true,
  body: basicIdentityBodySchema,
  response: identityStatusSchema,
});

/** Refused until the basic level is approved, and while the advanced one is pending or approved. */
export const submitAdvancedIdentity = defineRoute({
  method: 'POST',
  path: '/identity/advanced',
  auth: true,
  body: advancedIdentityBodySchema,
  response: identityStatusSchema,
});

/** Every identity route, by name, for the route table. */
export const identityRoutes = { identityStatus, submitBasicIdentity, submitAdvancedIdentity };
