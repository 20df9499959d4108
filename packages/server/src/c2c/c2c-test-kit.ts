import { Big } from 'big.js';
import { expect } from 'vitest';
import {
  adSchema,
  apiRoutes,
  c2cOrderSchema,
  failureBodySchema,
  paymentMethodSchema,
  type Ad,
  type C2cOrder,
} from '@exchange/api';
import type { C2cEvent, UserEvent } from '@exchange/api/socket';
import { PASSWORD, startTestExchange, type TestExchange } from '../../test/harness.ts';
import type { ServerOptions } from '../app.ts';
import type { Storage } from '../db/connect.ts';
import { grantLevel } from '../identity/identity-test-kit.ts';
import { levelOf } from '../identity/review.ts';
import { ledger, SYSTEM_USER } from '../wallet/ledger.ts';

// What the C2C route tests share: an exchange whose clock the test moves (no C2C timer; pay
// windows scaled by 0.01: 15 minutes are 9 s; appeals 60 s after paid), Alice, Bob and Carol
// signed up with the demo grant (10,000 USDT, 0.5 BTC, 5 ETH), the c2c events each was told,
// and helpers.

/** The tests' first instant. */
export const T0 = Date.UTC(2026, 10, 24, 12, 0, 0);
/** A 15-minute pay window at the tests' scale of 0.01. */
export const WINDOW_15 = 9_000;
export const APPEAL_WAIT = 60_000;
export const USDT = 1;

export interface Person {
  token: string;
  id: number;
}

export interface C2cTest {
  ex: TestExchange;
  clock: { now: number };
  alice: Person;
  bob: Person;
  carol: Person;
  /** The c2c events told to each user id. */
  told: Map<number, C2cEvent['c2c'][]>;
  call: TestExchange['call'];
  /** Add a payment method of `who`; its id. */
  method(who: Person, kind?: 'bank_transfer' | 'wise' | 'paypal'): Promise<number>;
  /** Publish an ad of `who` (a USDT/USD sell ad at a fixed 1.05 unless `body` says otherwise). */
  publish(who: Person, body?: Record<string, unknown>): Promise<Ad>;
  place(who: Person, body: Record<string, unknown>): Promise<C2cOrder>;
  /** Call an order route that answers an order and expect 200. */
  act(route: keyof typeof apiRoutes, who: Person, body: Record<string, unknown>): Promise<C2cOrder>;
  spot(userId: number, coin?: string): Promise<string>;
  escrow(coin?: string): Promise<string>;
  /** Move the clock to `at` and run the C2C tick there. */
  tickAt(at: number): Promise<void>;
}

/** The fields a failure names. */
export function fieldsOf(body: unknown): string[] {
  return failureBodySchema.parse(body).data?.errors.map((e) => e.field) ?? [];
}

/** Every coin's sum over all accounts (balance + frozen), external included. */
export async function totals(storage: Storage): Promise<Record<string, string>> {
  const rows = await storage.db
    .selectFrom('ledger_accounts')
    .select(['coin', 'balance', 'frozen'])
    .execute();
  const sum = new Map<string, Big>();
  for (const row of rows)
    sum.set(row.coin, (sum.get(row.coin) ?? new Big(0)).plus(row.balance).plus(row.frozen));
  return Object.fromEntries([...sum].map(([coin, value]) => [coin, value.toFixed()]));
}

/**
 * A fresh exchange for C2C tests (in-memory SQLite unless `options` give a storage), its clock
 * at `start`; Alice, Bob and Carol verified at the basic level unless `unverified`.
 */
export async function startC2cTest(
  options: ServerOptions = {},
  start = T0,
  unverified = false,
): Promise<C2cTest> {
  const clock = { now: start };
  const ex = await startTestExchange({
    now: () => clock.now,
    c2cTickMs: 0,
    c2cPayWindowScale: 0.01,
    c2cAppealWaitMs: APPEAL_WAIT,
    ...options,
  });
  const told = new Map<number, C2cEvent['c2c'][]>();
  const hub = ex.app.exchangeMarket.hub;
  const publish = hub.publishUser.bind(hub);
  hub.publishUser = (userId: number, event: UserEvent) => {
    if (event.event === 'c2c') told.set(userId, [...(told.get(userId) ?? []), event.c2c]);
    publish(userId, event);
  };
  // A restarted store already has the three: they log in instead.
  const enter = async (email: string): Promise<Person> => {
    const known = await ex.ctx.storage.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    if (!known) return ex.signUp(email);
    const res = await ex.call(apiRoutes.login, { body: { email, password: PASSWORD } });
    return { token: (res.body.data as { token: string }).token, id: known.id };
  };
  const alice = await enter('alice@example.com');
  const bob = await enter('bob@example.com');
  const carol = await enter('carol@example.com');
  // Advertisers need basic identity verification: the three have it (unless `unverified`).
  for (const person of [alice, bob, carol])
    if (!unverified && (await levelOf(ex.ctx.storage.db, person.id)) === 'unverified')
      await grantLevel(ex, person.id, 'basic');
  const ok = (res: Awaited<ReturnType<TestExchange['call']>>) => {
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  const method: C2cTest['method'] = async (who, kind = 'bank_transfer') => {
    const res = await ex.call(apiRoutes.c2cAddPaymentMethod, {
      token: who.token,
      body: {
        kind,
        holder_name: 'Test Holder',
        account: kind === 'bank_transfer' ? 'DE89370400440532013000' : 'holder@example.com',
        ...(kind === 'bank_transfer' ? { bank_name: 'Test Bank' } : {}),
      },
    });
    return paymentMethodSchema.parse(ok(res)).id;
  };
  return {
    ex,
    clock,
    alice,
    bob,
    carol,
    told,
    call: (route, input) => ex.call(route, input),
    method,
    async publish(who, body = {}) {
      const ids = body.payment_method_ids ?? String(await method(who));
      const res = await ex.call(apiRoutes.c2cPublishAd, {
        token: who.token,
        body: {
          side: 'sell',
          coin_id: USDT,
          fiat: 'USD',
          price_type: 'fixed',
          price_value: '1.05',
          amount: '1000',
          min_fiat: '10',
          max_fiat: '500',
          pay_window_minutes: 15,
          ...body,
          payment_method_ids: ids,
        },
      });
      return adSchema.parse(ok(res));
    },
    async place(who, body) {
      const res = await ex.call(apiRoutes.c2cPlaceOrder, { token: who.token, body });
      return c2cOrderSchema.parse(ok(res));
    },
    async act(route, who, body) {
      const res = await ex.call(apiRoutes[route], { token: who.token, body });
      return c2cOrderSchema.parse(ok(res));
    },
    spot: async (userId, coin = 'USDT') =>
      (await ledger.account(ex.ctx.storage.db, userId, 'spot', coin)).balance,
    escrow: async (coin = 'USDT') =>
      (await ledger.account(ex.ctx.storage.db, SYSTEM_USER, 'c2c', coin)).balance,
    async tickAt(at) {
      clock.now = at;
      await ex.app.c2c.tick(at);
    },
  };
}
