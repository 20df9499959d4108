import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { getUserInfo, updateUserInfo } from '@exchange/api';
import type { UsersTable } from '../db/schema.ts';
import { addRoute } from '../http/add-route.ts';
import type { ServerContext } from '../http/context.ts';
import { fieldError, HttpError } from '../http/errors.ts';
import { imageTypeOf, imageTypeOfExt } from './profile-images.ts';
import { preferenceChanges } from './profile-preferences.ts';
import { toUserInfo, userById } from './users.ts';

const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The profile calls of SPEC.md section 7: GET /getUserInfo, POST /updateUserInfo (nickname,
 * avatar and the preferences of issue 18) and the avatars it stores, served under
 * /uploads/avatars/ from `uploadDir`.
 */
export function registerProfileRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  options: { uploadDir: string },
): void {
  const { db } = ctx.storage;

  addRoute(app, ctx, getUserInfo, async ({ user }) => {
    const row = await userById(db, user.id);
    if (!row) throw new HttpError(401, 'Login expired, please log in again');
    return toUserInfo(row);
  });

  addRoute(app, ctx, updateUserInfo, async ({ user, body }) => {
    // The preferences first: a refused time zone leaves no avatar file behind.
    const changes: Partial<Pick<UsersTable, 'nickname' | 'avatar_url'>> &
      ReturnType<typeof preferenceChanges> = preferenceChanges(body);
    if (body.nickname !== undefined) changes.nickname = body.nickname;
    if (body.avatar !== undefined) {
      if (body.avatar.size > AVATAR_MAX_BYTES)
        throw fieldError('avatar', 'The image must be at most 2 MB');
      const bytes = Buffer.from(await body.avatar.arrayBuffer());
      const type = imageTypeOf(bytes);
      if (!type) throw fieldError('avatar', 'Expected a PNG, JPEG or WebP image');
      const name = `${user.id}-${crypto.randomBytes(8).toString('hex')}.${type.ext}`;
      const dir = path.join(options.uploadDir, 'avatars');
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, name), bytes);
      changes.avatar_url = `/uploads/avatars/${name}`;
    }
    if (Object.keys(changes).length > 0)
      await db.updateTable('users').set(changes).where('id', '=', user.id).execute();
    const row = await userById(db, user.id);
    if (!row) throw new HttpError(401, 'Login expired, please log in again');
    return toUserInfo(row);
  });

  app.get<{ Params: { file: string } }>('/uploads/avatars/:file', async (request, reply) => {
    const file = request.params.file;
    const match = /^\d+-[0-9a-f]{16}\.(png|jpg|webp)$/.exec(file);
    const type = match?.[1] === undefined ? undefined : imageTypeOfExt(match[1]);
    if (!type) throw new HttpError(404, 'Not found');
    const full = path.join(options.uploadDir, 'avatars', file);
    if (!fs.existsSync(full)) throw new HttpError(404, 'Not found');
    return reply
      .type(type.mime)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(await fs.promises.readFile(full));
  });
}
