import { Big } from 'big.js';
import type { OptionOrder, OptionTime } from '@exchange/api';
import { checkOptionStake, optionExposure, optionPayout } from '@exchange/formulas';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { fieldError, HttpError } from '../http/errors.ts';
import {
  type AccountSnapshot,
  type Executor,
  InsufficientFundsError,
  ledger,
  toAmount,
} from '../wallet/ledger.ts';
import type { OptionConfig } from './option-config.ts';
import { type OptionRow, optionView } from './option-views.ts';
import './option-tables.ts';

/** What an open asks for (the route's validated body). */
export interface OpenRequest {
  symbol: string;
  time_id: number;
  direction: 'up' | 'down';
  amount: string;
  client_order_id: string;
}

/** The pair and duration an open was checked against. */
export interface OpenTerms {
  /** `BTC/USDT`, for messages. */
  name: string;
  quote: string;
  time: OptionTime;
}

/** The ledger's reference of an order's movements. */
export const optionRef = (id: number) => `option-${String(id)}`;

/**
 * The largest stake whose exposure still fits in `room` (0 when none does), to the coin's
 * decimals: the figure the exposure refusal names.
 *
 * @example largestStake('85', '0.85', 2) // '100'
 */
export function largestStake(room: Big, payoutRate: string, decimals: number): string {
  if (room.lte(0) || new Big(payoutRate).lte(0)) return '0';
  const unit = new Big(1).div(new Big(10).pow(decimals));
  let stake = room.div(payoutRate).round(decimals, Big.roundDown);
  while (stake.gt(0) && optionExposure(stake, payoutRate, decimals).gt(room))
    stake = stake.minus(unit);
  return stake.gt(0) ? stake.toFixed() : '0';
}

async function refuseReplay(trx: Executor, userId: number, clientOrderId: string): Promise<void> {
  const seen = await trx
    .selectFrom('option_orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('client_order_id', '=', clientOrderId)
    .executeTakeFirst();
  if (seen) {
    const message = 'Already used for another option';
    throw new HttpError(409, `client_order_id: ${message}`, [
      { field: 'client_order_id', message },
    ]);
  }
}

function refuseStake(body: OpenRequest, terms: OpenTerms, config: OptionConfig, available: string) {
  const problem = checkOptionStake(body.amount, {
    min: terms.time.min_amount,
    max: terms.time.max_amount,
    decimals: config.amountPrecision,
    available,
  });
  if (!problem) return;
  const coin = terms.quote;
  switch (problem.kind) {
    case 'not_a_number':
      throw fieldError('amount', 'Expected a positive amount');
    case 'precision':
      throw fieldError('amount', `A stake has at most ${String(problem.decimals)} decimals`);
    case 'below_min':
      throw fieldError('amount', `The smallest stake is ${problem.min} ${coin}`);
    case 'above_max':
      throw fieldError('amount', `The largest stake is ${problem.max} ${coin}`);
    case 'insufficient':
      throw fieldError('amount', `More than your available ${problem.available} ${coin}`);
    default:
      return problem satisfies never;
  }
}

async function refuseExposure(
  trx: Executor,
  body: OpenRequest,
  terms: OpenTerms,
  config: OptionConfig,
): Promise<void> {
  const { time } = terms;
  const open = await trx
    .selectFrom('option_orders')
    .select(['amount', 'payout_rate'])
    .where('status', '=', 'open')
    .where('symbol', '=', body.symbol)
    .where('time_id', '=', time.id)
    .where('direction', '=', body.direction)
    .execute();
  const decimals = config.amountPrecision;
  const used = open.reduce(
    (sum, row) => sum.plus(optionExposure(row.amount, row.payout_rate, decimals)),
    new Big(0),
  );
  const added = optionExposure(body.amount, time.payout_rate, decimals);
  const cap = new Big(config.exposureCap);
  if (used.plus(added).lte(cap)) return;
  const most = largestStake(cap.minus(used), time.payout_rate, decimals);
  throw fieldError(
    'amount',
    `The house's exposure on ${terms.name} ${String(time.seconds)} s ${body.direction} is at its cap; stake at most ${most}`,
  );
}

/**
 * Open an option in one transaction: refused (4xx naming the field, nothing changed) on a
 * replayed client_order_id, a stake the rules or the balance refuse, or a full exposure cap;
 * else recorded (open_price null until the next tick) with the stake frozen in the user's spot
 * account (reason option_open).
 */
export async function openOption(
  db: Kysely<Database>,
  userId: number,
  body: OpenRequest,
  terms: OpenTerms,
  config: OptionConfig,
  now: number,
): Promise<{ row: OptionRow; order: OptionOrder; accounts: AccountSnapshot[] }> {
  return await db.transaction().execute(async (trx) => {
    await refuseReplay(trx, userId, body.client_order_id);
    const { balance } = await ledger.account(trx, userId, 'spot', terms.quote);
    refuseStake(body, terms, config, balance);
    await refuseExposure(trx, body, terms, config);
    const { time } = terms;
    const values = {
      user_id: userId,
      client_order_id: body.client_order_id,
      symbol: body.symbol,
      coin: terms.quote,
      direction: body.direction,
      amount: toAmount(body.amount),
      time_id: time.id,
      seconds: time.seconds,
      payout_rate: time.payout_rate,
      payout: toAmount(optionPayout(body.amount, time.payout_rate, config.amountPrecision)),
      open_price: null,
      entry_at: null,
      close_price: null,
      profit: null,
      status: 'open' as const,
      opened_at: now,
      settle_at: now + time.seconds * 1000,
      settled_at: null,
    };
    const { id } = await trx
      .insertInto('option_orders')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    const posting = await ledger
      .freeze(trx, {
        userId,
        coin: terms.quote,
        amount: body.amount,
        reason: 'option_open',
        refId: optionRef(id),
      })
      .catch((error: unknown) => {
        if (error instanceof InsufficientFundsError)
          throw fieldError('amount', `More than your available ${terms.quote}`);
        throw error;
      });
    const row: OptionRow = { ...values, id };
    return { row, order: optionView(row), accounts: posting.accounts };
  });
}
