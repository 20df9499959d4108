import type { C2cOrder, C2cOrderStatus } from '../c2c-orders.ts';
import { compareDecimal } from '../common.ts';
import { MockHttpError, pageOf, type FixtureResolvers } from './resolver-kit.ts';
import {
  c2cAdsFixture,
  c2cMessagesFixture,
  c2cOrdersFixture,
  myAdFixture,
  myAdsFixture,
  paymentMethodsFixture,
} from './fixtures/c2c.ts';
import { FIXTURE_NOW, toUnits, trimmedUnits } from './seed.ts';
import { inWindow } from './window-filter.ts';

// Fixture answers of the C2C routes: filtered ads, echoed ads and orders, and each order action
// moving the fixture order to the state it leads to, refused from the wrong state.

const MINUTE = 60_000;
const D = 8;

function orderOf(id: number): C2cOrder {
  const order = c2cOrdersFixture.find((row) => row.id === id);
  if (!order) throw new MockHttpError(404, 'Order not found');
  return order;
}

/** The order after an action allowed only from `from`. */
function move(id: number, from: C2cOrderStatus, to: Partial<C2cOrder>): C2cOrder {
  const order = orderOf(id);
  if (order.status !== from) throw new MockHttpError(422, `id: The order is ${order.status}`);
  return { ...order, ...to };
}

/** Fiat ÷ price, truncated to 8 decimals, without floats. */
function coinFor(fiat: string, price: string): string {
  return trimmedUnits((toUnits(fiat, D) * 10n ** BigInt(D)) / toUnits(price, D), D);
}

function fiatFor(amount: string, price: string): string {
  return trimmedUnits((toUnits(amount, D) * toUnits(price, D)) / 10n ** BigInt(D), 2);
}

export const c2cResolvers = {
  c2cAds: ({ query }) =>
    pageOf(
      c2cAdsFixture.filter(
        (row) =>
          row.side === query.side &&
          row.coin_id === query.coin_id &&
          row.fiat === query.fiat &&
          (query.payment_kind === undefined || row.payment_kinds.includes(query.payment_kind)) &&
          (query.amount === undefined ||
            (compareDecimal(query.amount, row.min_fiat) >= 0 &&
              compareDecimal(query.amount, row.max_fiat) <= 0)),
      ),
      query,
    ),
  c2cMyAds: ({ query }) =>
    pageOf(
      myAdsFixture.filter((row) => query.status === undefined || row.status === query.status),
      query,
    ),
  c2cPublishAd: ({ body }) => {
    const methods = paymentMethodsFixture.filter((row) => body.payment_method_ids.includes(row.id));
    if (methods.length !== body.payment_method_ids.length)
      throw new MockHttpError(422, 'payment_method_ids: Unknown payment method');
    return {
      ...myAdFixture,
      id: 231,
      side: body.side,
      coin_id: body.coin_id,
      fiat: body.fiat,
      price_type: body.price_type,
      price_value: body.price_value,
      price: body.price_type === 'fixed' ? body.price_value : '1.003',
      available: body.amount,
      min_fiat: body.min_fiat,
      max_fiat: body.max_fiat,
      payment_kinds: methods.map((row) => row.kind),
      pay_window_minutes: body.pay_window_minutes,
      terms: body.terms ?? '',
      status: 'online',
      created_at: FIXTURE_NOW,
    };
  },
  c2cAdStatus: ({ body }) => {
    const found = myAdsFixture.find((row) => row.id === body.id);
    if (!found) throw new MockHttpError(404, 'Ad not found');
    return { ...found, status: body.status };
  },
  c2cFiatIndex: ({ query }) => ({
    coin_name: query.coin_id === 1 ? 'USDT' : 'BTC',
    fiat: query.fiat,
    price: query.coin_id === 1 ? '1' : '64250.5',
    change: '0.0004',
    updated_at: FIXTURE_NOW,
  }),
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
    const found = c2cAdsFixture.find((row) => row.id === body.ad_id);
    if (!found) throw new MockHttpError(404, 'Ad not found');
    const amount = body.amount_in === 'coin' ? body.amount : coinFor(body.amount, found.price);
    const fiat = body.amount_in === 'fiat' ? body.amount : fiatFor(body.amount, found.price);
    if (compareDecimal(fiat, found.min_fiat) < 0 || compareDecimal(fiat, found.max_fiat) > 0)
      throw new MockHttpError(422, `amount: Between ${found.min_fiat} and ${found.max_fiat}`);
    return {
      id: 7002,
      ad_id: found.id,
      side: found.side === 'sell' ? 'buy' : 'sell',
      coin_id: found.coin_id,
      coin_name: found.coin_name,
      fiat: found.fiat,
      price: found.price,
      amount,
      fiat_amount: fiat,
      counterparty: { id: found.advertiser.id, nickname: found.advertiser.nickname },
      payment_methods: found.side === 'sell' ? (c2cOrdersFixture[0]?.payment_methods ?? []) : [],
      status: 'unpaid',
      cancel_reason: null,
      pay_deadline: FIXTURE_NOW + found.pay_window_minutes * MINUTE,
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
  c2cMarkPaid: ({ body }) =>
    move(body.id, 'unpaid', {
      status: 'paid',
      paid_at: FIXTURE_NOW,
      appeal_after: FIXTURE_NOW + 10 * MINUTE,
    }),
  c2cRelease: ({ body }) =>
    move(body.id, 'paid', { status: 'completed', completed_at: FIXTURE_NOW }),
  c2cCancel: ({ body }) => move(body.id, 'unpaid', { status: 'cancelled', cancel_reason: 'buyer' }),
  c2cAppeal: ({ body }) => move(body.id, 'paid', { status: 'appealing' }),
  c2cMessages: ({ query }) =>
    c2cMessagesFixture.filter(
      (row) => row.order_id === query.order_id && (query.after_id ?? 0) < row.id,
    ),
  demoAppealDecision: ({ body }) =>
    body.outcome === 'release'
      ? move(body.id, 'appealing', { status: 'completed', completed_at: FIXTURE_NOW })
      : move(body.id, 'appealing', { status: 'cancelled', cancel_reason: 'appeal' }),
  c2cSendMessage: ({ body }) => {
    orderOf(body.order_id);
    return { id: 4, order_id: body.order_id, from: 'me', text: body.text, created_at: FIXTURE_NOW };
  },
} satisfies Partial<FixtureResolvers>;
