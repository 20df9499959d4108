import {
  adOrderable,
  adPrice,
  appealAfter,
  c2cOrderAmounts,
  canAppeal,
  checkC2cAd,
  checkC2cOrder,
  maxOrderFiat,
  payDeadline,
  type C2cAdProblem,
  type C2cOrderProblem,
} from '@exchange/formulas';
import Big from 'big.js';
import type { C2cOrder, C2cOrderStatus } from '../c2c-orders.ts';
import type { Ad } from '../c2c.ts';
import { MockHttpError, pageOf, type FixtureResolvers } from './resolver-kit.ts';
import {
  C2C_COINS_FIXTURE,
  c2cAdsFixture,
  fiatIndexFixture,
  myAdFixture,
  myAdsFixture,
  paymentMethodsFixture,
} from './fixtures/c2c-ads.ts';
import { C2C_APPEAL_WAIT_FIXTURE, c2cMessagesFixture, c2cOrdersFixture } from './fixtures/c2c.ts';
import { FIXTURE_NOW } from './seed.ts';
import { inWindow } from './window-filter.ts';

// Fixture answers of the C2C routes, computed with @exchange/formulas as the server does: ads
// filtered and sorted best price first, an order's amounts and limits, each order action moving
// the fixture order to the state it leads to, refused from the wrong state or by the wrong side.

/** A 422 naming `field`, as the server answers a bad input. */
function refuse(field: string, message: string): never {
  throw new MockHttpError(422, `${field}: ${message}`, [{ field, message }]);
}

function orderProblemText(problem: C2cOrderProblem): string {
  switch (problem.kind) {
    case 'not_a_number':
      return 'Enter an amount above zero';
    case 'precision':
      return `At most ${String(problem.decimals)} decimals`;
    case 'too_small':
      return 'The amount buys nothing at this price';
    case 'below_min':
      return `At least ${problem.min_fiat}`;
    case 'above_max':
      return `At most ${problem.max_fiat}`;
    case 'above_available':
      return `Only ${problem.available} available`;
    case 'insufficient':
      return `Your balance is ${problem.balance}`;
  }
}

function adProblemText(problem: C2cAdProblem): string {
  switch (problem.kind) {
    case 'not_a_number':
      return 'Enter a number above zero';
    case 'precision':
      return `At most ${String(problem.decimals)} decimals`;
    case 'out_of_range':
      return `Between ${problem.min} and ${problem.max}`;
    case 'below_min':
      return `At least the minimum, ${problem.min_fiat}`;
    case 'above_total':
      return `At most what the whole amount costs, ${problem.total}`;
    case 'insufficient':
      return `Your balance is ${problem.balance}`;
  }
}

function orderOf(id: number): C2cOrder {
  const order = c2cOrdersFixture.find((row) => row.id === id);
  if (!order) throw new MockHttpError(404, 'Order not found');
  return order;
}

/** The order after an action allowed only to `side` from one of `from`. */
function move(
  id: number,
  side: 'buy' | 'sell' | 'either',
  from: readonly C2cOrderStatus[],
  to: Partial<C2cOrder>,
): C2cOrder {
  const order = orderOf(id);
  if (side !== 'either' && order.side !== side)
    refuse('id', side === 'buy' ? 'Only the buyer may do this' : 'Only the seller may do this');
  if (!from.includes(order.status)) refuse('id', `The order is ${order.status}`);
  return { ...order, ...to };
}

/** Best price first for the taker: the cheapest sell ads, the highest-paying buy ads. */
function byBestPrice(a: Ad, b: Ad): number {
  const cmp = new Big(a.price).cmp(b.price);
  return a.side === 'sell' ? cmp : -cmp;
}

export const c2cResolvers = {
  c2cAds: ({ query }) =>
    pageOf(
      c2cAdsFixture
        .filter(
          (row) =>
            row.status === 'online' &&
            row.side === query.side &&
            row.coin_id === query.coin_id &&
            row.fiat === query.fiat &&
            adOrderable(row, row.price) &&
            (query.payment_kind === undefined || row.payment_kinds.includes(query.payment_kind)) &&
            (query.amount === undefined ||
              (new Big(query.amount).gte(row.min_fiat) &&
                new Big(query.amount).lte(maxOrderFiat(row, row.price)))),
        )
        .sort(byBestPrice),
      query,
    ),
  c2cMyAds: ({ query }) =>
    pageOf(
      myAdsFixture.filter((row) => query.status === undefined || row.status === query.status),
      query,
    ),
  c2cPublishAd: ({ body }) => {
    const coin = C2C_COINS_FIXTURE.find((row) => row.coin_id === body.coin_id);
    if (!coin) refuse('coin_id', 'C2C trades USDT, BTC and ETH');
    const methods = paymentMethodsFixture.filter((row) => body.payment_method_ids.includes(row.id));
    if (methods.length !== body.payment_method_ids.length)
      refuse('payment_method_ids', 'Unknown payment method');
    const index = fiatIndexFixture(coin.coin_id, body.fiat).price;
    const problem = checkC2cAd(body, { index, coinDecimals: coin.precision });
    if (problem) refuse(problem.field, adProblemText(problem));
    const price = adPrice(body.price_type, body.price_value, index) ?? new Big(body.price_value);
    return {
      ...myAdFixture,
      id: 231,
      side: body.side,
      coin_id: coin.coin_id,
      coin_name: coin.coin_name,
      coin_precision: coin.precision,
      fiat: body.fiat,
      price_type: body.price_type,
      price_value: body.price_value,
      price: price.toFixed(),
      available: body.amount,
      min_fiat: body.min_fiat,
      max_fiat: body.max_fiat,
      payment_kinds: [...new Set(methods.map((row) => row.kind))],
      pay_window_minutes: body.pay_window_minutes,
      terms: body.terms ?? '',
      status: 'online',
      created_at: FIXTURE_NOW,
    };
  },
  c2cAdStatus: ({ body }) => {
    const found = myAdsFixture.find((row) => row.id === body.id);
    if (!found) throw new MockHttpError(404, 'Ad not found');
    if (found.status === 'closed') refuse('status', 'The ad is closed');
    return { ...found, status: body.status };
  },
  c2cFiatIndex: ({ query }) => fiatIndexFixture(query.coin_id, query.fiat),
  c2cPaymentMethods: () => paymentMethodsFixture,
  c2cAddPaymentMethod: ({ body }) => ({
    id: 12,
    kind: body.kind,
    holder_name: body.holder_name,
    account: body.account,
    bank_name: body.bank_name ?? '',
    bank_branch: body.bank_branch ?? '',
    created_at: FIXTURE_NOW,
  }),
  c2cDeletePaymentMethod: ({ body }) => {
    if (!paymentMethodsFixture.some((row) => row.id === body.id))
      throw new MockHttpError(404, 'Payment method not found');
    return null;
  },

  c2cPlaceOrder: ({ body }) => {
    const found = c2cAdsFixture.find((row) => row.id === body.ad_id && row.status === 'online');
    if (!found) throw new MockHttpError(404, 'Ad not found');
    const problem = checkC2cOrder({
      amount: body.amount,
      amountIn: body.amount_in,
      price: found.price,
      coinDecimals: found.coin_precision,
      ad: found,
    });
    if (problem) refuse(problem.field, orderProblemText(problem));
    // Selling into a buy ad: the seller names the method of theirs the buyer will pay.
    const method =
      found.side === 'buy'
        ? paymentMethodsFixture.find((row) => row.id === body.payment_method_id)
        : undefined;
    if (found.side === 'buy' && (!method || !found.payment_kinds.includes(method.kind)))
      refuse('payment_method_id', 'Choose one of your methods the ad takes');
    const { coin, fiat } = c2cOrderAmounts(
      body.amount,
      body.amount_in,
      found.price,
      found.coin_precision,
    );
    const sellerMethods = c2cOrdersFixture.find((row) => row.id === 7001)?.payment_methods ?? [];
    return {
      id: 7010,
      ad_id: found.id,
      side: found.side === 'sell' ? 'buy' : 'sell',
      coin_id: found.coin_id,
      coin_name: found.coin_name,
      fiat: found.fiat,
      price: found.price,
      amount: coin.toFixed(),
      fiat_amount: fiat.toFixed(),
      counterparty: { id: found.advertiser.id, nickname: found.advertiser.nickname },
      payment_methods: found.side === 'sell' ? sellerMethods : [],
      status: 'unpaid',
      cancel_reason: null,
      pay_deadline: payDeadline(FIXTURE_NOW, found.pay_window_minutes),
      appeal_after: null,
      created_at: FIXTURE_NOW,
      paid_at: null,
      completed_at: null,
      unread: 0,
    };
  },
  c2cOrders: ({ query }) =>
    pageOf(
      c2cOrdersFixture.filter(
        (row) =>
          (query.status === undefined || row.status === query.status) &&
          (query.side === undefined || row.side === query.side) &&
          (query.coin_id === undefined || row.coin_id === query.coin_id) &&
          inWindow(row.created_at, query),
      ),
      query,
    ),
  c2cOrder: ({ params }) => orderOf(params.id),
  c2cMarkPaid: ({ body }) => {
    const method = orderOf(body.id).payment_methods.find(
      (row) => row.id === body.payment_method_id,
    );
    if (!method) refuse('payment_method_id', "Choose one of the seller's methods");
    return move(body.id, 'buy', ['unpaid'], {
      status: 'paid',
      payment_methods: [method],
      paid_at: FIXTURE_NOW,
      appeal_after: appealAfter(FIXTURE_NOW, C2C_APPEAL_WAIT_FIXTURE),
    });
  },
  c2cRelease: ({ body }) =>
    move(body.id, 'sell', ['paid'], { status: 'completed', completed_at: FIXTURE_NOW }),
  c2cCancel: ({ body }) =>
    move(body.id, 'buy', ['unpaid'], { status: 'cancelled', cancel_reason: 'buyer' }),
  c2cAppeal: ({ body }) => {
    const order = orderOf(body.id);
    if (order.status === 'paid' && !canAppeal(order.paid_at, C2C_APPEAL_WAIT_FIXTURE, FIXTURE_NOW))
      refuse('id', 'The appeal opens 10 minutes after the payment');
    return move(body.id, 'either', ['paid'], { status: 'appealing' });
  },
  c2cMessages: ({ query }) =>
    c2cMessagesFixture.filter(
      (row) => row.order_id === query.order_id && (query.after_id ?? 0) < row.id,
    ),
  demoAppealDecision: ({ body }) =>
    body.outcome === 'release'
      ? move(body.id, 'either', ['appealing'], { status: 'completed', completed_at: FIXTURE_NOW })
      : move(body.id, 'either', ['appealing'], { status: 'cancelled', cancel_reason: 'appeal' }),
  c2cSendMessage: ({ body }) => {
    orderOf(body.order_id);
    const last = c2cMessagesFixture.reduce((max, row) => Math.max(max, row.id), 0);
    return {
      id: last + 1,
      order_id: body.order_id,
      from: 'me',
      text: body.text,
      created_at: FIXTURE_NOW,
    };
  },
} satisfies Partial<FixtureResolvers>;
