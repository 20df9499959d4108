import { Big, type BigSource } from 'big.js';
import type { StatementType } from '@exchange/api';
import {
  type AccountKind,
  type Executor,
  type Leg,
  LedgerError,
  type Movement,
  type Posting,
  type UserId,
  positive,
  post,
  SYSTEM_USER,
  type SystemKind,
  toAmount,
  type AccountSnapshot,
} from './journal.ts';

// The journal primitive and its types are part of the ledger's API: import them from here.
export { InsufficientFundsError, LedgerError, SYSTEM_USER, toAmount } from './journal.ts';
export type {
  AccountKind,
  AccountSnapshot,
  Executor,
  Leg,
  Movement,
  Posting,
  SystemKind,
  UserId,
} from './journal.ts';

export interface OwnAmount extends Movement {
  userId: UserId;
  /** Default 'spot'. */
  kind?: AccountKind;
  coin: string;
  amount: BigSource;
}

export interface TransferInput extends Omit<Movement, 'reason'> {
  /** Default: the sender's row reads transfer_out, the receiver's transfer_in. */
  reason?: StatementType;
  from: { userId: UserId; kind: AccountKind };
  to: { userId: UserId; kind: AccountKind };
  coin: string;
  amount: BigSource;
}

/** One step of a spot order's settlement, as the matching engine plans it. */
export interface SpotMovement {
  kind: 'freeze' | 'unfreeze' | 'spend' | 'credit';
  /** A user id, or 'fees' for the exchange's fee account. */
  userId: UserId | 'fees';
  coin: string;
  amount: BigSource;
  reason?: StatementType;
}

export interface FillInput {
  /** The trade id: the journal's ref id. */
  refId: string;
  base: string;
  quote: string;
  /** Base coin changing hands, e.g. "0.5" BTC. */
  baseAmount: BigSource;
  /** Quote coin changing hands (price × base amount, at the maker's price). */
  quoteAmount: BigSource;
  /** The buyer pays `quoteAmount` from frozen quote and receives base minus `fee` (in base). */
  buyer: { userId: UserId; fee: BigSource };
  /** The seller pays `baseAmount` from frozen base and receives quote minus `fee` (in quote). */
  seller: { userId: UserId; fee: BigSource };
}

/**
 * The wallet operations the exchange's services call, each one balanced journal. Pass the open
 * transaction so an order's fills and their ledger movements commit or roll back together.
 *
 * @example
 * await db.transaction().execute(async (trx) => {
 *   await ledger.freeze(trx, { userId, coin: 'USDT', amount: '100', reason: 'order', refId: orderId });
 *   await trx.insertInto('spot_orders').values(order).execute();
 * });
 */
export const ledger = {
  post,

  /** Move `amount` of a coin from balance to frozen (an open order, a pending withdrawal). */
  async freeze(trx: Executor, input: OwnAmount): Promise<Posting> {
    const amount = positive(input.amount, 'amount');
    return await post(trx, {
      reason: input.reason,
      refId: input.refId,
      legs: [
        {
          userId: input.userId,
          kind: input.kind ?? 'spot',
          coin: input.coin,
          balance: amount.neg(),
          frozen: amount,
        },
      ],
    });
  },

  /** Move `amount` back from frozen to balance (order cancelled, withdrawal cancelled). */
  async unfreeze(trx: Executor, input: OwnAmount): Promise<Posting> {
    const amount = positive(input.amount, 'amount');
    return await post(trx, {
      reason: input.reason,
      refId: input.refId,
      legs: [
        {
          userId: input.userId,
          kind: input.kind ?? 'spot',
          coin: input.coin,
          balance: amount,
          frozen: amount.neg(),
        },
      ],
    });
  },

  /** Move available balance between two accounts (between a user's wallets, or between users). */
  async transfer(trx: Executor, input: TransferInput): Promise<Posting> {
    const amount = positive(input.amount, 'amount');
    return await post(trx, {
      reason: input.reason ?? 'transfer_out',
      refId: input.refId,
      legs: [
        {
          userId: input.from.userId,
          kind: input.from.kind,
          coin: input.coin,
          balance: amount.neg(),
          reason: input.reason ?? 'transfer_out',
        },
        {
          userId: input.to.userId,
          kind: input.to.kind,
          coin: input.coin,
          balance: amount,
          reason: input.reason ?? 'transfer_in',
        },
      ],
    });
  },

  /** Credit money arriving from outside (a deposit, demo funds): the world account pays. */
  async deposit(trx: Executor, input: OwnAmount): Promise<Posting> {
    const amount = positive(input.amount, 'amount');
    return await post(trx, {
      reason: input.reason,
      refId: input.refId,
      legs: [
        { userId: SYSTEM_USER, kind: 'external', coin: input.coin, balance: amount.neg() },
        { userId: input.userId, kind: input.kind ?? 'spot', coin: input.coin, balance: amount },
      ],
    });
  },

  /**
   * Pay out frozen funds to the outside world (a processed withdrawal): `amount` leaves the
   * user's frozen funds; `fee` (part of it) goes to the fees account, the rest to the world.
   */
  async payOutFrozen(trx: Executor, input: OwnAmount & { fee: BigSource }): Promise<Posting> {
    const amount = positive(input.amount, 'amount');
    const fee = new Big(input.fee);
    if (fee.lt(0) || fee.gte(amount))
      throw new LedgerError('fee must be at least zero and below the amount');
    return await post(trx, {
      reason: input.reason,
      refId: input.refId,
      legs: [
        {
          userId: input.userId,
          kind: input.kind ?? 'spot',
          coin: input.coin,
          frozen: amount.neg(),
        },
        { userId: SYSTEM_USER, kind: 'external', coin: input.coin, balance: amount.minus(fee) },
        { userId: SYSTEM_USER, kind: 'fees', coin: input.coin, balance: fee },
      ],
    });
  },

  /**
   * Settle one spot fill between two users' spot accounts, fees to the fees account. Both sides
   * pay from frozen funds (frozen when their orders were placed); the engine unfreezes any
   * remainder when an order completes or is cancelled.
   */
  async settleFill(trx: Executor, fill: FillInput): Promise<Posting> {
    const baseAmount = positive(fill.baseAmount, 'baseAmount');
    const quoteAmount = positive(fill.quoteAmount, 'quoteAmount');
    const buyerFee = new Big(fill.buyer.fee);
    const sellerFee = new Big(fill.seller.fee);
    if (buyerFee.lt(0) || sellerFee.lt(0)) throw new LedgerError('fees must not be negative');
    if (buyerFee.gt(baseAmount) || sellerFee.gt(quoteAmount))
      throw new LedgerError('fee larger than the fill');
    return await post(trx, {
      reason: 'trade',
      refId: fill.refId,
      legs: [
        { userId: fill.buyer.userId, kind: 'spot', coin: fill.quote, frozen: quoteAmount.neg() },
        { userId: fill.buyer.userId, kind: 'spot', coin: fill.base, balance: baseAmount },
        {
          userId: fill.buyer.userId,
          kind: 'spot',
          coin: fill.base,
          balance: buyerFee.neg(),
          reason: 'trade_fee',
        },
        { userId: fill.seller.userId, kind: 'spot', coin: fill.base, frozen: baseAmount.neg() },
        { userId: fill.seller.userId, kind: 'spot', coin: fill.quote, balance: quoteAmount },
        {
          userId: fill.seller.userId,
          kind: 'spot',
          coin: fill.quote,
          balance: sellerFee.neg(),
          reason: 'trade_fee',
        },
        {
          userId: SYSTEM_USER,
          kind: 'fees',
          coin: fill.base,
          balance: buyerFee,
          reason: 'trade_fee',
        },
        {
          userId: SYSTEM_USER,
          kind: 'fees',
          coin: fill.quote,
          balance: sellerFee,
          reason: 'trade_fee',
        },
      ],
    });
  },

  /**
   * Apply an engine's list of spot movements as ONE balanced journal (spot accounts):
   * `freeze` balance → frozen, `unfreeze` frozen → balance, `spend` out of frozen, `credit`
   * into balance. Spends and credits of a coin must net out (fees credited to `'fees'`).
   * Statement types default to order_freeze, order_unfreeze, trade, trade.
   *
   * @example
   * await ledger.applyMovements(trx, { refId: orderId, movements: matchMovements(pair, plan) });
   */
  async applyMovements(
    trx: Executor,
    input: { refId: string; reason?: StatementType; movements: readonly SpotMovement[] },
  ): Promise<Posting> {
    const legs = input.movements.map((m): Leg => {
      const amount = positive(m.amount, `${m.kind} amount`);
      const owner =
        m.userId === 'fees'
          ? { userId: SYSTEM_USER, kind: 'fees' as const }
          : { userId: m.userId, kind: 'spot' as const };
      switch (m.kind) {
        case 'freeze':
          return {
            ...owner,
            coin: m.coin,
            balance: amount.neg(),
            frozen: amount,
            reason: m.reason ?? 'order_freeze',
          };
        case 'unfreeze':
          return {
            ...owner,
            coin: m.coin,
            balance: amount,
            frozen: amount.neg(),
            reason: m.reason ?? 'order_unfreeze',
          };
        case 'spend':
          return { ...owner, coin: m.coin, frozen: amount.neg(), reason: m.reason ?? 'trade' };
        case 'credit':
          return { ...owner, coin: m.coin, balance: amount, reason: m.reason ?? 'trade' };
        default:
          return m.kind satisfies never;
      }
    });
    return await post(trx, {
      reason: input.reason ?? legs[0]?.reason ?? 'trade',
      refId: input.refId,
      legs,
    });
  },

  /** One account's balance and frozen amount (zeros when it has never been used). */
  async account(
    trx: Executor,
    userId: UserId,
    kind: AccountKind | SystemKind,
    coin: string,
  ): Promise<{ balance: string; frozen: string }> {
    const row = await trx
      .selectFrom('ledger_accounts')
      .select(['balance', 'frozen'])
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('coin', '=', coin)
      .executeTakeFirst();
    return row
      ? { balance: toAmount(row.balance), frozen: toAmount(row.frozen) }
      : { balance: '0', frozen: '0' };
  },

  /** All of a user's accounts, optionally of one kind. */
  async accounts(trx: Executor, userId: UserId, kind?: AccountKind): Promise<AccountSnapshot[]> {
    let q = trx.selectFrom('ledger_accounts').selectAll().where('user_id', '=', userId);
    if (kind) q = q.where('kind', '=', kind);
    const rows = await q.orderBy('id').execute();
    return rows.map((r) => ({
      accountId: r.id,
      userId: r.user_id,
      kind: r.kind,
      coin: r.coin,
      balance: toAmount(r.balance),
      frozen: toAmount(r.frozen),
      frozenWithdrawals: toAmount(r.frozen_withdrawals),
    }));
  },
};
