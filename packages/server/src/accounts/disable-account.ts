import type { FastifyInstance } from 'fastify';
import { disableAccount } from '@exchange/api';
import { addRoute } from '../http/add-route.ts';
import type { ServerContext } from '../http/context.ts';
import { fieldError, HttpError } from '../http/errors.ts';
import type { MarketService } from '../market/market-service.ts';
import { consumeCode } from './email-codes.ts';
import { requireGoogleCodeWhenBound } from './google-code.ts';
import { verifyPassword } from './password.ts';
import { CURRENT_PASSWORD_WRONG } from './security-routes.ts';
import { endSessions, tellSessionsEnded } from './sessions.ts';
import { userById } from './users.ts';

export const ACCOUNT_CLOSED_MESSAGE = 'This account has been disabled.';

/**
 * Cancel every open spot order of a user through the market (the engine takes it off the book
 * and the ledger unfreezes what it held, as a cancel by the user would). Returns how many.
 */
export async function cancelOpenOrders(market: MarketService, userId: number): Promise<number> {
  let cancelled = 0;
  for (const pair of market.pairs) {
    for (const order of market.openOrdersOf(userId, pair.symbol)) {
      await market.cancelOrder(userId, Number(order.id));
      cancelled += 1;
    }
  }
  return cancelled;
}

/**
 * POST /security/disableAccount (issue 18, `disable-account`): the password, an e-mail code of
 * purpose disable_account and the authenticator when bound confirm it. Then the account is
 * marked disabled (login answers 403 "This account is disabled"), every session ends at once
 * (notify 44), and its open orders are cancelled; the funds stay where they are.
 */
export function registerDisableAccountRoute(
  app: FastifyInstance,
  ctx: ServerContext,
  market: MarketService,
): void {
  const { db } = ctx.storage;

  addRoute(app, ctx, disableAccount, async ({ user, body }) => {
    const account = await userById(db, user.id);
    if (!account) throw new HttpError(401, 'Login expired, please log in again');
    if (!(await verifyPassword(body.password, account.password_hash)))
      throw fieldError('password', CURRENT_PASSWORD_WRONG);
    const now = ctx.now();
    await requireGoogleCodeWhenBound(db, user.id, body.google_code, 'google_code', now);
    await consumeCode(db, {
      email: account.email,
      purpose: 'disable_account',
      code: body.email_code,
      now,
    });
    // Disabled first: from here no login succeeds and no session is left to place an order, so
    // the cancels below leave nothing open behind them.
    const ended = await db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ disabled_at: now }).where('id', '=', user.id).execute();
      return endSessions(trx, user.id);
    });
    tellSessionsEnded(ctx, user.id, ended, ACCOUNT_CLOSED_MESSAGE);
    await cancelOpenOrders(market, user.id);
    return null;
  });
}
