import {
  copyApplication,
  copyApply,
  copyFollow,
  copyFollowers,
  copyFollowing,
  copyUnfollow,
} from '@exchange/api';
import { addRoute } from '../http/add-route.ts';
import type { CopyDeps } from './copy-config.ts';
import { followAnswer, followersOf, followingOf } from './copy-follow-views.ts';
import { followLeader, stopCopying } from './copy-follows.ts';
import { applyToLead, leaderApplication } from './copy-leaders.ts';

/**
 * The caller's side of copy trading (issue 24): the application to lead (GET/POST /copy/apply),
 * following and unfollowing (POST /copy/follow, /copy/unfollow), the caller's copies (GET
 * /copy/following) and, as a lead trader, their followers (GET /copy/followers: an empty page
 * for anyone who is not an approved lead trader).
 *
 * @example registerCopyAccountRoutes(deps);
 */
export function registerCopyAccountRoutes(deps: CopyDeps): void {
  const { app, ctx } = deps;
  addRoute(app, ctx, copyApplication, ({ user }) => leaderApplication(deps, user.id));
  addRoute(app, ctx, copyApply, ({ user, body }) => applyToLead(deps, user.id, body));
  addRoute(app, ctx, copyFollow, async ({ user, body }) =>
    followAnswer(deps, await followLeader(deps, user.id, body)),
  );
  addRoute(app, ctx, copyUnfollow, async ({ user, body }) =>
    followAnswer(deps, await stopCopying(deps, user.id, body)),
  );
  addRoute(app, ctx, copyFollowing, ({ user }) => followingOf(deps, user.id));
  addRoute(app, ctx, copyFollowers, ({ user, query }) => followersOf(deps, user.id, query));
}
