import type { FastifyInstance } from 'fastify';
import {
  authImageKeySchema,
  demoIdentityReview,
  identityStatus,
  MAX_AUTH_IMAGE_BYTES,
  submitAdvancedIdentity,
  submitBasicIdentity,
} from '@exchange/api';
import { userByEmail } from '../accounts/users.ts';
import { SITE_DEFAULTS } from '../config/site-config.ts';
import { addRoute } from '../http/add-route.ts';
import { authenticate } from '../http/auth.ts';
import type { ServerContext } from '../http/context.ts';
import { fieldError, HttpError } from '../http/errors.ts';
import { requireBirthDate, requireCountry, requireDocumentNumber } from './basic-checks.ts';
import { checkImage, IdentityImageStore } from './image-store.ts';
import {
  decideSubmission,
  DEFAULT_IDENTITY_REVIEW_MS,
  identityStatusOf,
  latestSubmission,
  type SubmissionRow,
  type SubmittedLevel,
  storedImages,
  sweepIdentityReviews,
} from './review.ts';
import type { BasicDetails } from './tables.ts';

export interface IdentityRouteOptions {
  /** Where the documents are written: the server's data dir, never a served folder. */
  dir: string;
  /** Demo mode: the reviewer approves this long after a submission (default 30 s). */
  reviewMs?: number | undefined;
  /** Demo mode: how often the reviewer looks for due submissions; no timer without it. */
  sweepMs?: number | undefined;
}

/** The advanced level's image keys: `website_auth_img_params`. */
export function authImageKeys(): string[] {
  return SITE_DEFAULTS.website_auth_img_params
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '');
}

/** 409 naming `level` when the level cannot be submitted now. */
function levelRefused(message: string): HttpError {
  return new HttpError(409, `level: ${message}`, [{ field: 'level', message }]);
}

/** 409 on `level` while the level's latest submission is pending or approved. */
function requireLevelOpen(row: SubmissionRow | undefined, level: SubmittedLevel): void {
  const name = level === 'basic' ? 'Basic' : 'Advanced';
  if (row?.status === 'pending') throw levelRefused(`${name} verification is already in review`);
  if (row?.status === 'approved') throw levelRefused(`${name} verification is already approved`);
}

/** 409 on `level` until the basic level is approved. */
function requireBasicApproved(basic: SubmissionRow | undefined): void {
  if (basic?.status !== 'approved')
    throw levelRefused('Advanced verification needs basic verification approved first');
}

/**
 * Identity verification (issue 18, SPEC.md section 2 /account/id-auth): the status, the basic
 * form, the advanced images (checked by their bytes, stored outside the served files, read back
 * only by their owner through GET /identity/image/:key) and, in demo mode, the reviewer: it
 * approves a submission `reviewMs` after it on the server clock, and POST /demo/identity/review
 * decides one at once.
 */
export function registerIdentityRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  options: IdentityRouteOptions,
): void {
  const { db } = ctx.storage;
  const reviewMs = options.reviewMs ?? DEFAULT_IDENTITY_REVIEW_MS;
  const store = new IdentityImageStore(options.dir);
  const keys = authImageKeys();

  /** The status as it is now: in demo mode a due review is decided before it is read. */
  const statusNow = async (userId: number) => {
    if (ctx.demo) await sweepIdentityReviews(ctx, userId);
    return identityStatusOf(ctx, userId);
  };

  addRoute(app, ctx, identityStatus, ({ user }) => statusNow(user.id));

  addRoute(app, ctx, submitBasicIdentity, async ({ user, body }) => {
    const now = ctx.now();
    requireCountry(body.country);
    requireDocumentNumber(body.document_type, body.document_number);
    requireBirthDate(body.birth_date, now);
    if (ctx.demo) await sweepIdentityReviews(ctx, user.id);
    requireLevelOpen(await latestSubmission(db, user.id, 'basic'), 'basic');
    const details: BasicDetails = {
      full_name: body.full_name,
      country: body.country,
      document_type: body.document_type,
      document_number: body.document_number.toUpperCase(),
      birth_date: body.birth_date,
    };
    await insertSubmission(user.id, 'basic', JSON.stringify(details), now);
    return identityStatusOf(ctx, user.id);
  });

  addRoute(
    app,
    ctx,
    submitAdvancedIdentity,
    async ({ user, body }) => {
      const now = ctx.now();
      if (ctx.demo) await sweepIdentityReviews(ctx, user.id);
      requireBasicApproved(await latestSubmission(db, user.id, 'basic'));
      requireLevelOpen(await latestSubmission(db, user.id, 'advanced'), 'advanced');
      const extra = Object.keys(body).find((key) => !keys.includes(key));
      if (extra !== undefined)
        throw fieldError(extra, `Not an image this form takes (${keys.join(', ')})`);
      const images = [];
      for (const key of keys) {
        const file = body[key];
        if (file === undefined) throw fieldError(key, 'Required');
        images.push(await checkImage(key, file));
      }
      const stored = store.save(user.id, images);
      await insertSubmission(user.id, 'advanced', JSON.stringify(stored), now).catch(
        (error: unknown) => {
          // Refused after all (a submission at the same moment won): keep no orphan files.
          store.remove(user.id, stored);
          throw error;
        },
      );
      return identityStatusOf(ctx, user.id);
    },
    // One file per key (a few more, so an unexpected key is named rather than cut off), each of
    // up to 5 MB; the bytes are checked here, the parser's cap answers 413 naming the part.
    { multipart: { fileSize: MAX_AUTH_IMAGE_BYTES, files: keys.length + 4 } },
  );

  app.get<{ Params: { key: string } }>('/identity/image/:key', async (request, reply) => {
    const user = await authenticate(db, request, ctx.now);
    if (!user) throw new HttpError(401, 'Please log in first');
    const notFound = new HttpError(404, 'Not found');
    if (!authImageKeySchema.safeParse(request.params.key).success) throw notFound;
    const advanced = await latestSubmission(db, user.id, 'advanced');
    const name = advanced ? storedImages(advanced)[request.params.key] : undefined;
    const image = name === undefined ? undefined : await store.read(user.id, name);
    if (!image) throw notFound;
    return reply
      .type(image.type.mime)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(image.bytes);
  });

  addRoute(app, ctx, demoIdentityReview, async ({ body }) => {
    const user = await userByEmail(db, body.email);
    if (!user) throw fieldError('email', 'No account uses this e-mail');
    const level: SubmittedLevel = body.level;
    const row = await latestSubmission(db, user.id, level);
    const decided =
      row?.status === 'pending' &&
      (await decideSubmission(db, row.id, {
        approve: body.decision === 'approve',
        reason: body.reason,
        now: ctx.now(),
      }));
    if (!decided) throw levelRefused('No submission of this level is waiting for review');
    return identityStatusOf(ctx, user.id);
  });

  /**
   * Check again and record, with the user's row locked (a no-op update) so two submissions at
   * once queue and the second sees the first: never two pending rows of a level.
   */
  async function insertSubmission(
    userId: number,
    level: SubmittedLevel,
    details: string,
    now: number,
  ): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set((eb) => ({ id: eb.ref('id') }))
        .where('id', '=', userId)
        .execute();
      requireLevelOpen(await latestSubmission(trx, userId, level), level);
      if (level === 'advanced') requireBasicApproved(await latestSubmission(trx, userId, 'basic'));
      await trx
        .insertInto('identity_submissions')
        .values({
          user_id: userId,
          level,
          status: 'pending',
          reason: null,
          details,
          submitted_at: now,
          reviewed_at: null,
          due_at: now + reviewMs,
        })
        .execute();
    });
  }

  const sweepMs = options.sweepMs;
  if (ctx.demo && sweepMs !== undefined) {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      sweepIdentityReviews(ctx)
        .catch((error: unknown) => {
          app.log.error({ err: error }, 'demo identity reviewer round failed');
        })
        .finally(() => {
          running = false;
        });
    }, sweepMs);
    timer.unref();
    app.addHook('onClose', () => {
      clearInterval(timer);
    });
  }
}
