import {
  checkEarnSubscribe,
  dailyInterest,
  decimalsOf,
  earnMaturityDate,
  earnRedemption,
  earnValueDate,
} from '@exchange/formulas';
import Big from 'big.js';
import { csvRecord } from '../csv.ts';
import {
  EARN_RECORD_CSV_COLUMNS,
  earnAmountMessage,
  earnRecordCsvRecord,
  type EarnPosition,
  type EarnProduct,
  type EarnRecord,
  type EarnRecordType,
  type EarnSubscribeBody,
} from '../earn.ts';
import { earnPositionsFixture, earnProductsFixture, earnRecordsFixture } from './fixtures/earn.ts';
import { MockHttpError } from './resolver-kit.ts';
import { FIXTURE_NOW } from './seed.ts';
import { inWindow } from './window-filter.ts';

// The earn routes' fixture answers, decided as the server decides: @exchange/formulas for the
// checks, dates and interest, the same refusals (field named, 404 for a position not found).

const DAY = 86_400_000;

function fieldFailure(status: number, field: string, message: string): MockHttpError {
  return new MockHttpError(status, `${field}: ${message}`, [{ field, message }]);
}

function productOf(id: number): EarnProduct {
  const product = earnProductsFixture.find((row) => row.id === id);
  if (!product) throw fieldFailure(404, 'product_id', 'Product not found');
  return product;
}

/** The list, filtered; "only what I hold" keeps the coins of the demo user's holdings. */
export function earnProductsAnswer(query: {
  coin_id?: number | undefined;
  type?: EarnProduct['type'] | undefined;
  held?: boolean | undefined;
}): EarnProduct[] {
  const held = new Set(
    earnPositionsFixture.filter((row) => row.status === 'holding').map((row) => row.coin_id),
  );
  return earnProductsFixture.filter(
    (row) =>
      (query.coin_id === undefined || row.coin_id === query.coin_id) &&
      (query.type === undefined || row.type === query.type) &&
      (query.held !== true || held.has(row.coin_id)),
  );
}

/** A new position as the server opens it at FIXTURE_NOW, or the refusal it would answer. */
export function earnSubscribeAnswer(body: {
  product_id: number;
  amount: string;
  client_order_id: EarnSubscribeBody['client_order_id'];
}): EarnPosition {
  const replay = earnPositionsFixture.find((row) => row.client_order_id === body.client_order_id);
  if (replay) {
    if (replay.product_id !== body.product_id || !new Big(replay.subscribed_amount).eq(body.amount))
      throw fieldFailure(409, 'client_order_id', 'Already used for another subscription');
    return replay;
  }
  const product = productOf(body.product_id);
  if (product.status === 'sold_out') throw fieldFailure(422, 'product_id', 'Sold out');
  const problem = checkEarnSubscribe(body.amount, {
    minAmount: product.min_amount,
    userCap: product.user_cap,
    userSubscribed: product.user_subscribed,
    totalQuota: product.total_quota,
    subscribedTotal: product.subscribed_total,
    precision: product.amount_precision,
  });
  if (problem) throw fieldFailure(422, 'amount', earnAmountMessage(problem, product.coin_name));
  const valueDate = earnValueDate(FIXTURE_NOW, DAY);
  const amount = new Big(body.amount).toFixed();
  return {
    id: 42,
    product_id: product.id,
    coin_id: product.coin_id,
    coin_name: product.coin_name,
    type: product.type,
    duration_days: product.duration_days,
    apr: product.apr,
    apr_tiers: product.apr_tiers,
    amount,
    subscribed_amount: amount,
    total_interest: '0',
    yesterday_interest: '0',
    estimated_daily_interest: dailyInterest({
      tiers: product.apr_tiers,
      principal: amount,
      offset: product.user_subscribed,
      precision: product.amount_precision,
    }),
    forfeit_on_redeem: '0',
    client_order_id: body.client_order_id,
    subscribed_at: FIXTURE_NOW,
    value_date: valueDate,
    maturity_date: earnMaturityDate(valueDate, product.duration_days, DAY),
    closed_at: null,
    status: 'holding',
  };
}

/** The redemption's record at FIXTURE_NOW, or the refusal the server would answer. */
export function earnRedeemAnswer(body: { position_id: number; amount: string }): EarnRecord {
  const position = earnPositionsFixture.find((row) => row.id === body.position_id);
  if (!position) throw fieldFailure(404, 'position_id', 'Position not found');
  if (position.status !== 'holding')
    throw fieldFailure(422, 'position_id', 'The position has already been closed');
  const precision = productOf(position.product_id).amount_precision;
  if (decimalsOf(new Big(body.amount).toFixed()) > precision)
    throw fieldFailure(422, 'amount', `At most ${String(precision)} decimals`);
  if (new Big(body.amount).gt(position.amount))
    throw fieldFailure(422, 'amount', `At most ${position.amount} is held`);
  if (position.type === 'locked' && !new Big(body.amount).eq(position.amount))
    throw fieldFailure(422, 'amount', `A locked position is redeemed whole: ${position.amount}`);
  const { returned, forfeited } = earnRedemption({
    type: position.type,
    amount: body.amount,
    creditedInterest: position.total_interest,
  });
  return {
    id: 950,
    type: 'redeem',
    position_id: position.id,
    product_id: position.product_id,
    coin_id: position.coin_id,
    coin_name: position.coin_name,
    earn_type: position.type,
    duration_days: position.duration_days,
    amount: returned,
    forfeited_interest: forfeited,
    interest_day: null,
    created_at: FIXTURE_NOW,
  };
}

export function earnPositionsAnswer(query: {
  status?: EarnPosition['status'] | undefined;
  coin_id?: number | undefined;
  type?: EarnPosition['type'] | undefined;
  from?: number | undefined;
  to?: number | undefined;
}): EarnPosition[] {
  return earnPositionsFixture
    .filter(
      (row) =>
        (query.status === undefined || row.status === query.status) &&
        (query.coin_id === undefined || row.coin_id === query.coin_id) &&
        (query.type === undefined || row.type === query.type) &&
        inWindow(row.subscribed_at, query),
    )
    .sort((a, b) => b.subscribed_at - a.subscribed_at);
}

export function earnRecordsAnswer(query: {
  type?: EarnRecordType | undefined;
  coin_id?: number | undefined;
  from?: number | undefined;
  to?: number | undefined;
}): EarnRecord[] {
  return earnRecordsFixture.filter(
    (row) =>
      (query.type === undefined || row.type === query.type) &&
      (query.coin_id === undefined || row.coin_id === query.coin_id) &&
      inWindow(row.created_at, query),
  );
}

/** GET /earn/records/export: the header and every matching record, as the server writes it. */
export function earnRecordsCsvAnswer(query: Parameters<typeof earnRecordsAnswer>[0]): string {
  return (
    csvRecord(EARN_RECORD_CSV_COLUMNS) + earnRecordsAnswer(query).map(earnRecordCsvRecord).join('')
  );
}
