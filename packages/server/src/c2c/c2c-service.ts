import type {
  Ad,
  AdStatus,
  C2cMessage,
  C2cOrder,
  C2cOrderStatus,
  FiatIndex,
  OrderSide,
  Page,
  PaymentMethod,
} from '@exchange/api';
import type { C2cEvent } from '@exchange/api/socket';
import { pageOf, type PageRequest } from '../db/page.ts';
import type { ServerContext } from '../http/context.ts';
import type { AccountSnapshot, UserId } from '../wallet/ledger.ts';
import { adViews, c2cCoin, indexOf, publicAds, publishAd, setAdStatus } from './c2c-ads.ts';
import type { PublicAdsQuery, PublishAdInput } from './c2c-ads.ts';
import { c2cError, type C2cConfig, type C2cIndexSource } from './c2c-config.ts';
import { messageView, readMessages, writeMessage, type MessageRow } from './c2c-chat.ts';
import { type C2cDb, type OrderRow, UNFINISHED } from './c2c-escrow.ts';
import {
  addPaymentMethod,
  deletePaymentMethod,
  listPaymentMethods,
  type NewPaymentMethod,
} from './c2c-methods.ts';
import {
  appealOrder,
  cancelOrder,
  decideAppeal,
  dueOrders,
  markPaid,
  type OrderChange,
  releaseOrder,
  timeoutOrder,
} from './c2c-order-flow.ts';
import { placeOrder, type PlaceOrderInput } from './c2c-order-place.ts';
import { orderView, orderViews } from './c2c-order-views.ts';

/** Where the service tells a party of a change (the live hub in a server; a list in tests). */
export type C2cTell = (userId: UserId, event: C2cEvent) => void;

export interface C2cOrdersQuery extends PageRequest {
  status?: C2cOrderStatus | undefined;
  side?: OrderSide | undefined;
  coin_id?: number | undefined;
  from?: number | undefined;
  to?: number | undefined;
}

/**
 * C2C on one server (issue 22): payment methods, ads, orders with escrow through the ledger, the
 * order chat, and the clock that times out unpaid orders. Every change is one transaction; after
 * it commits, both parties get the `c2c` socket event and the moved accounts' balance events.
 *
 * @example
 * const c2c = new C2cService(ctx, c2cConfig(), referenceIndex(ctx.prices), tell);
 * const ad = await c2c.publishAd(sellerId, draft);
 * const order = await c2c.placeOrder(buyerId, { ad_id: ad.id, amount: '100', amount_in: 'fiat' });
 */
export class C2cService {
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly ctx: ServerContext,
    readonly config: C2cConfig,
    readonly index: C2cIndexSource,
    private readonly tell: C2cTell,
  ) {}

  private get db(): C2cDb {
    return this.ctx.storage.db;
  }

  /** The user's payment methods, oldest first. */
  paymentMethods(userId: UserId): Promise<PaymentMethod[]> {
    return listPaymentMethods(this.db, userId);
  }

  /** Add a payment method of the user (bank transfer, Wise or PayPal). */
  addPaymentMethod(userId: UserId, body: NewPaymentMethod): Promise<PaymentMethod> {
    return addPaymentMethod(this.db, userId, body, this.ctx.now());
  }

  /** Delete one: 404 naming `id` if not theirs, 409 naming `id` while an open ad or order uses it. */
  deletePaymentMethod(userId: UserId, id: number): Promise<void> {
    return deletePaymentMethod(this.db, userId, id, this.ctx.now());
  }

  /** Publish an ad (checks in c2c-ads.ts publishAd); a sell ad's amount goes into escrow. */
  async publishAd(userId: UserId, body: PublishAdInput): Promise<Ad> {
    const now = this.ctx.now();
    const { row, accounts } = await publishAd(this.db, this.index, userId, body, now);
    this.balances(accounts);
    return await this.adView(row.id, now);
  }

  /** Pause, resume or close one's own ad; closing a sell ad returns its free rest. */
  async setAdStatus(userId: UserId, id: number, status: AdStatus): Promise<Ad> {
    const now = this.ctx.now();
    const { row, accounts } = await setAdStatus(this.db, userId, id, status, now);
    this.balances(accounts);
    return await this.adView(row.id, now);
  }

  /** The market's online ads, best price first (see c2c-ads.ts publicAds), one page. */
  async publicAds(query: PublicAdsQuery & PageRequest): Promise<Page<Ad>> {
    const now = this.ctx.now();
    c2cCoin(query.coin_id, 'coin_id');
    const all = await publicAds(this.db, this.index, query, now);
    const start = (query.page - 1) * query.limit;
    const rows = all.slice(start, start + query.limit).map((entry) => entry.row);
    return {
      list: await adViews(this.db, rows, this.index, now),
      page: query.page,
      limit: query.limit,
      total: all.length,
    };
  }

  /** The user's own ads, newest first, optionally of one status. */
  async myAds(
    userId: UserId,
    query: PageRequest & { status?: AdStatus | undefined },
  ): Promise<Page<Ad>> {
    let base = this.db.selectFrom('c2c_ads').where('user_id', '=', userId);
    if (query.status !== undefined) base = base.where('status', '=', query.status);
    const page = await pageOf(base, query, (q) => q.selectAll().orderBy('id', 'desc'));
    return { ...page, list: await adViews(this.db, page.list, this.index, this.ctx.now()) };
  }

  /** The index price of a coin in a fiat (422 naming `coin_id` or `fiat`; 404 when unquoted). */
  fiatIndex(coinId: number, fiat: string): FiatIndex {
    const coin = c2cCoin(coinId, 'coin_id');
    const quote = indexOf(this.index, coin.name, fiat, this.ctx.now());
    if (!quote) throw c2cError(404, 'coin_id', `No index price for ${coin.name} in ${fiat}`);
    return { coin_name: coin.name, fiat, ...quote };
  }

  /** Place an order on an ad (checks in c2c-order-place.ts); the escrow holds its coin at once. */
  async placeOrder(userId: UserId, body: PlaceOrderInput): Promise<C2cOrder> {
    const change = await placeOrder(this.db, this, userId, body, this.ctx.now());
    return await this.told({ ...change }, userId);
  }

  /** The buyer marks the order paid with one of the seller's methods it offers. */
  async markPaid(
    userId: UserId,
    body: { id: number; payment_method_id: number },
  ): Promise<C2cOrder> {
    return await this.told(
      await markPaid(this.db, this.config, userId, body, this.ctx.now()),
      userId,
    );
  }

  /** The seller releases the coin to the buyer (google_code when an authenticator is bound). */
  async release(
    userId: UserId,
    body: { id: number; google_code?: string | undefined },
  ): Promise<C2cOrder> {
    return await this.told(await releaseOrder(this.db, userId, body, this.ctx.now()), userId);
  }

  /** The buyer cancels an unpaid order; the escrow returns. */
  async cancel(userId: UserId, id: number): Promise<C2cOrder> {
    return await this.told(await cancelOrder(this.db, userId, id, this.ctx.now()), userId);
  }

  /** Either party appeals a paid order after the wait, once; the order freezes until decided. */
  async appeal(
    userId: UserId,
    body: { id: number; reason: string; description: string },
  ): Promise<C2cOrder> {
    return await this.told(
      await appealOrder(this.db, this.config, userId, body, this.ctx.now()),
      userId,
    );
  }

  /** The arbiter (the demo route) decides an appealing order; the order as its buyer sees it. */
  async decide(id: number, outcome: 'release' | 'cancel'): Promise<C2cOrder> {
    const change = await decideAppeal(this.db, id, outcome, this.ctx.now());
    return await this.told(change, change.row.buyer_id);
  }

  /** One order, for one of its two parties only (404 naming `id` otherwise). */
  async order(userId: UserId, id: number): Promise<C2cOrder> {
    return await orderView(this.db, await this.partyOrder(userId, id), userId);
  }

  /** The user's orders, newest first, under the filters (`side` is the user's). */
  async orders(userId: UserId, query: C2cOrdersQuery): Promise<Page<C2cOrder>> {
    let base = this.db.selectFrom('c2c_orders');
    if (query.side === 'buy') base = base.where('buyer_id', '=', userId);
    else if (query.side === 'sell') base = base.where('seller_id', '=', userId);
    else
      base = base.where((eb) => eb.or([eb('buyer_id', '=', userId), eb('seller_id', '=', userId)]));
    if (query.status !== undefined) base = base.where('status', '=', query.status);
    if (query.coin_id !== undefined) base = base.where('coin_id', '=', query.coin_id);
    if (query.from !== undefined) base = base.where('created_at', '>=', query.from);
    if (query.to !== undefined) base = base.where('created_at', '<', query.to);
    const page = await pageOf(base, query, (q) => q.selectAll().orderBy('id', 'desc'));
    return { ...page, list: await orderViews(this.db, page.list, userId) };
  }

  /** Unfinished orders where `userId` is a party, oldest first (the demo merchants act on them). */
  async unfinishedOrders(userId: UserId): Promise<OrderRow[]> {
    return await this.db
      .selectFrom('c2c_orders')
      .selectAll()
      .where((eb) => eb.or([eb('buyer_id', '=', userId), eb('seller_id', '=', userId)]))
      .where('status', 'in', [...UNFINISHED])
      .orderBy('id')
      .execute();
  }

  /** An order's chat after `after_id`, oldest first, for a party; marks it read for them. */
  async messages(
    userId: UserId,
    query: { order_id: number; after_id?: number | undefined },
  ): Promise<C2cMessage[]> {
    await this.partyOrder(userId, query.order_id, 'order_id');
    const rows = await readMessages(this.db, query.order_id, userId, query.after_id);
    return rows.map((row) => messageView(row, userId));
  }

  /** A party sends a chat message (1 to 1000 characters, stored and shown as text). */
  async sendMessage(userId: UserId, body: { order_id: number; text: string }): Promise<C2cMessage> {
    const order = await this.partyOrder(userId, body.order_id, 'order_id');
    const text = body.text.trim();
    if (text.length === 0) throw c2cError(422, 'text', 'Write a message');
    const row = await writeMessage(this.db, order.id, userId, text, this.ctx.now());
    this.tellMessage(order, row);
    return messageView(row, userId);
  }

  /** Mark a user as a demo merchant: shown online whenever the server runs. */
  async registerMerchant(userId: UserId): Promise<void> {
    await this.db
      .insertInto('c2c_merchants')
      .values({ user_id: userId, created_at: this.ctx.now() })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
  }

  /** One clock tick at `now`: every unpaid order past its deadline times out, exactly once. */
  tick(now: number): Promise<void> {
    const run = this.chain.then(async () => {
      for (const id of await dueOrders(this.db, now)) {
        const change = await timeoutOrder(this.db, id, now);
        if (change) this.publish(change);
      }
    });
    this.chain = run.catch(() => undefined);
    return run;
  }

  /** Resolves once the ticks under way are done (before the storage closes). */
  settled(): Promise<void> {
    return this.chain;
  }

  private async partyOrder(userId: UserId, id: number, field = 'id'): Promise<OrderRow> {
    const row = await this.db
      .selectFrom('c2c_orders')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row || (row.buyer_id !== userId && row.seller_id !== userId))
      throw c2cError(404, field, `Order ${String(id)} not found`);
    return row;
  }

  private async adView(id: number, now: number): Promise<Ad> {
    const row = await this.db
      .selectFrom('c2c_ads')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const [view] = await adViews(this.db, [row], this.index, now);
    if (!view) throw new Error(`Ad ${String(id)} has no advertiser`);
    return view;
  }

  /** Tell both parties, then answer with the order as `viewer` sees it. */
  private async told(change: OrderChange, viewer: UserId): Promise<C2cOrder> {
    this.publish(change);
    return await orderView(this.db, change.row, viewer);
  }

  private publish(change: OrderChange): void {
    this.balances(change.accounts);
    this.tellMessage(change.row, change.message);
    for (const party of [change.row.buyer_id, change.row.seller_id])
      this.tell(party, {
        event: 'c2c',
        c2c: {
          kind: 'order',
          order_id: change.row.id,
          status: change.row.status,
          ts: change.message.created_at,
        },
      });
  }

  private tellMessage(order: OrderRow, row: MessageRow): void {
    for (const party of [order.buyer_id, order.seller_id])
      this.tell(party, {
        event: 'c2c',
        c2c: {
          kind: 'message',
          order_id: order.id,
          status: order.status,
          message: messageView(row, party),
          ts: row.created_at,
        },
      });
  }

  private balances(accounts: readonly AccountSnapshot[]): void {
    const byUser = new Map<UserId, AccountSnapshot[]>();
    for (const account of accounts) {
      if (account.userId === 0) continue;
      byUser.set(account.userId, [...(byUser.get(account.userId) ?? []), account]);
    }
    for (const [userId, own] of byUser) this.ctx.hooks.onBalances?.(userId, own);
  }
}
