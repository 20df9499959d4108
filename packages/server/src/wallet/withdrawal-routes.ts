import { Big } from 'big.js';
import type { FastifyInstance } from 'fastify';
import { cancelWithdraw, getWithdraw, withdraw, withdrawQuota } from '@exchange/api';
import { decimalsOf } from '@exchange/formulas';
import { checkCode, useCode } from '../accounts/email-codes.ts';
import { requireGoogleCodeWhenBound } from '../accounts/google-code.ts';
import { withdrawLockedMessage, withdrawLockOf } from '../accounts/withdraw-lock.ts';
import { addressProblem } from '../config/coins.ts';
import { pageOf } from '../db/page.ts';
import { addRoute } from '../http/add-route.ts';
import type { ServerContext } from '../http/context.ts';
import { fieldError, HttpError } from '../http/errors.ts';
import { requireCoin, requireNetwork } from './coin-input.ts';
import { ledger, toAmount } from './ledger.ts';
import {
  cancelWithdrawal,
  insufficient,
  overLimit,
  placeWithdrawal,
  toWithdrawal,
  withdrawnInDay,
} from './withdrawal-service.ts';
import { levelOf } from '../identity/review.ts';
import { levelQuota, requireWithinLevelLimit } from '../identity/withdraw-limit.ts';

/** A 422 naming `address` unless it fits the network's format (config/coins.ts). */
export function requireAddress(network: string, address: string): void {
  const problem = addressProblem(network, address);
  if (problem) throw fieldError('address', problem);
}

/** Withdrawals: frozen until processed, cancelable while pending. */
export function registerWithdrawalRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx.storage;

  addRoute(app, ctx, withdraw, async ({ user, body }) => {
    // 24 hours after a security change (password, e-mail, authenticator) nothing leaves.
    const account = await db
      .selectFrom('users')
      .select(['withdraw_locked_until', 'withdraw_lock_reason'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    const lock = withdrawLockOf(account, ctx.now());
    if (lock) throw new HttpError(403, withdrawLockedMessage(lock));
    const coin = requireCoin(body.coin_id);
    const rules = requireNetwork(coin, body.network);
    if (!rules.withdraw_enabled)
      throw fieldError('network', `${coin.name} withdrawals on ${rules.network} are suspended`);
    if (rules.memo_required && !body.memo) throw fieldError('memo', 'This network needs a memo');
    requireAddress(rules.network, body.address);
    const amount = new Big(body.amount);
    if (amount.lt(rules.min_withdraw))
      throw fieldError('amount', `The minimum is ${rules.min_withdraw} ${coin.name}`);
    if (decimalsOf(amount.toFixed()) > rules.withdraw_precision) {
      throw fieldError('amount', `At most ${rules.withdraw_precision} decimals`);
    }
    if (amount.lte(rules.withdraw_fee))
      throw fieldError('amount', `Must be more than the fee of ${rules.withdraw_fee} ${coin.name}`);
    // Check funds and the 24-hour limit before using up the e-mail code, so a refusal does not
    // cost the user a new code; placeWithdrawal re-checks both under the account's row lock,
    // which is what guarantees them.
    const available = await ledger.account(db, user.id, 'spot', coin.name);
    if (amount.gt(available.balance)) throw insufficient(coin.name, available.balance);
    const used = await withdrawnInDay(db, user.id, coin.name, rules.network, ctx.now());
    if (used.plus(amount).gt(rules.withdraw_daily_limit))
      throw overLimit(coin.name, rules.withdraw_daily_limit, used);
    // On top of the network's limit: the identity level's, across every coin (issue 18).
    await requireWithinLevelLimit(ctx, user.id, await levelOf(db, user.id), coin.name, amount);
    // Both codes are checked before either is used: a typo in one costs nothing of the other
    // (the e-mail code stays good, the authenticator's step stays unused).
    const emailCode = await checkCode(db, {
      email: user.email,
      purpose: 'withdraw',
      code: body.email_code,
      now: ctx.now(),
    });
    await requireGoogleCodeWhenBound(db, user.id, body.google_code, 'google_code', ctx.now());
    await useCode(db, emailCode, ctx.now());
    return placeWithdrawal(ctx, {
      userId: user.id,
      coin: coin.name,
      network: rules.network,
      address: body.address,
      memo: body.memo ?? '',
      amount: toAmount(amount),
      fee: rules.withdraw_fee,
      dailyLimit: rules.withdraw_daily_limit,
    });
  });

  addRoute(app, ctx, getWithdraw, async ({ user, query }) => {
    let base = db.selectFrom('withdrawals').where('user_id', '=', user.id);
    if (query.coin_id !== undefined)
      base = base.where('coin', '=', requireCoin(query.coin_id).name);
    if (query.status !== undefined) base = base.where('status', '=', query.status);
    if (query.from !== undefined) base = base.where('created_at', '>=', query.from);
    if (query.to !== undefined) base = base.where('created_at', '<', query.to);
    return pageOf(base, query, (q) => q.selectAll().orderBy('id', 'desc'), toWithdrawal);
  });

  addRoute(app, ctx, withdrawQuota, async ({ user, query }) => {
    const coin = requireCoin(query.coin_id);
    const rules = requireNetwork(coin, query.network);
    const used = await withdrawnInDay(db, user.id, coin.name, rules.network, ctx.now());
    const left = new Big(rules.withdraw_daily_limit).minus(used);
    return {
      coin_id: coin.id,
      coin_name: coin.name,
      network: rules.network,
      limit: rules.withdraw_daily_limit,
      used: toAmount(used),
      remaining: toAmount(left.gt(0) ? left : 0),
      level_limit: await levelQuota(ctx, user.id, await levelOf(db, user.id)),
    };
  });

  addRoute(app, ctx, cancelWithdraw, ({ user, body }) => cancelWithdrawal(ctx, user.id, body.id));
}
