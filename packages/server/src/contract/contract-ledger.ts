import { Big } from 'big.js';
import type { StatementType } from '@exchange/api';
import { payContractCommissions } from '../referral/contract-commissions.ts';
import {
  type AccountSnapshot,
  type Executor,
  type Leg,
  ledger,
  SYSTEM_USER,
  type UserId,
} from '../wallet/ledger.ts';
import type { MoneyDelta } from './contract-engine.ts';

const ZERO = new Big(0);

/** The futures account kind and margin coin of every contract today (USDT-margined). */
export const MARGIN_KIND = 'futures' as const;

/** A user's futures balance (not frozen) in the margin coin, read in the transaction. */
export async function balancesOf(
  trx: Executor,
  userIds: readonly UserId[],
  coin: string,
): Promise<Map<UserId, Big>> {
  const balances = new Map<UserId, Big>(userIds.map((id) => [id, ZERO]));
  if (userIds.length === 0) return balances;
  const rows = await trx
    .selectFrom('ledger_accounts')
    .select(['user_id', 'balance'])
    .where('kind', '=', MARGIN_KIND)
    .where('coin', '=', coin)
    .where('user_id', 'in', [...userIds])
    .execute();
  for (const row of rows) balances.set(row.user_id, new Big(row.balance));
  return balances;
}

/** The money of a change that only freezes (a resting entrust) or releases (a cancel). */
export function frozenOnly(userId: UserId, frozen: Big): Map<UserId, MoneyDelta> {
  const delta = { frozen, houseMargin: ZERO, pnl: ZERO, fee: ZERO, isolatedCover: ZERO };
  return new Map([[userId, delta]]);
}

/** Told a user's accounts after a committed contract posting. */
export type BalancesListener = (userId: UserId, accounts: readonly AccountSnapshot[]) => void;

/**
 * Hand each user's accounts of a posting to `listener`, system accounts left out: the traders'
 * futures accounts, and the spot account a referral commission credited to an inviter (issue 23),
 * so the inviter's wallet page hears of it like any other balance change.
 */
export function tellUserBalances(
  accounts: readonly AccountSnapshot[],
  listener: BalancesListener,
): void {
  const byUser = new Map<UserId, AccountSnapshot[]>();
  for (const account of accounts) {
    if (account.userId === SYSTEM_USER) continue;
    byUser.set(account.userId, [...(byUser.get(account.userId) ?? []), account]);
  }
  for (const [userId, list] of byUser) listener(userId, list);
}

/** The journal of one plan, and what the insurance fund paid for users who could not. */
export interface ContractJournal {
  legs: Leg[];
  /** Per user: the loss neither the position's margin nor the user's balance could pay. */
  deficits: Map<UserId, Big>;
}

type System = 'house' | 'fees' | 'insurance';

/**
 * The balanced legs of a plan's money (issue 19's money flow): margin frozen and released on
 * the user's futures account, initial margin to and margin back from 'house' (position_margin),
 * realised PnL from/to 'house' (realized_pnl), fees to 'fees' (contract_fee), an isolated
 * position's loss beyond its margin and any loss beyond the user's balance paid by 'insurance'
 * (liquidation). Each account's credits come before its debits, so no step of the journal takes
 * an account below zero.
 *
 * @example
 * const { legs } = contractLegs(plan.money, await balancesOf(trx, [...plan.money.keys()], 'USDT'), 'USDT');
 * await ledger.post(trx, { reason: 'position_margin', refId: 'contract-order:7', legs });
 */
export function contractLegs(
  money: ReadonlyMap<UserId, MoneyDelta>,
  balances: ReadonlyMap<UserId, Big>,
  coin: string,
): ContractJournal {
  const userLegs: Leg[] = [];
  const system = new Map<string, { kind: System; reason: StatementType; amount: Big }>();
  const toSystem = (kind: System, reason: StatementType, amount: Big) => {
    if (amount.eq(0)) return;
    const key = `${kind}|${reason}`;
    const prev = system.get(key);
    system.set(key, { kind, reason, amount: prev ? prev.amount.plus(amount) : amount });
  };
  const deficits = new Map<UserId, Big>();
  for (const [userId, delta] of money) {
    const parts: Leg[] = [
      {
        userId,
        kind: MARGIN_KIND,
        coin,
        balance: delta.houseMargin.minus(delta.frozen),
        frozen: delta.frozen,
        reason: 'position_margin',
      },
      {
        userId,
        kind: MARGIN_KIND,
        coin,
        balance: delta.pnl.plus(delta.isolatedCover),
        reason: 'realized_pnl',
      },
      { userId, kind: MARGIN_KIND, coin, balance: delta.fee.neg(), reason: 'contract_fee' },
    ];
    const net = delta.houseMargin
      .minus(delta.frozen)
      .plus(delta.pnl)
      .plus(delta.isolatedCover)
      .minus(delta.fee);
    const after = (balances.get(userId) ?? ZERO).plus(net);
    if (after.lt(0)) {
      const deficit = after.neg();
      deficits.set(userId, deficit);
      parts.unshift({ userId, kind: MARGIN_KIND, coin, balance: deficit, reason: 'liquidation' });
      toSystem('insurance', 'liquidation', deficit.neg());
    }
    toSystem('house', 'position_margin', delta.houseMargin.neg());
    toSystem('house', 'realized_pnl', delta.pnl.neg());
    toSystem('insurance', 'liquidation', delta.isolatedCover.neg());
    toSystem('fees', 'contract_fee', delta.fee);
    const kept = parts.filter(
      (leg) => !new Big(leg.balance ?? 0).eq(0) || !new Big(leg.frozen ?? 0).eq(0),
    );
    kept.sort((a, b) => new Big(b.balance ?? 0).cmp(new Big(a.balance ?? 0)));
    userLegs.push(...kept);
  }
  const systemLegs: Leg[] = [...system.values()]
    .filter((part) => !part.amount.eq(0))
    .sort((a, b) => b.amount.cmp(a.amount))
    .map((part) => ({
      userId: SYSTEM_USER,
      kind: part.kind,
      coin,
      balance: part.amount,
      reason: part.reason,
    }));
  return { legs: [...userLegs, ...systemLegs], deficits };
}

/** One contract journal: a plan's settlement, a liquidation's takeover or an ADL close. */
export interface ContractMoney {
  money: ReadonlyMap<UserId, MoneyDelta>;
  coin: string;
  reason: 'position_margin' | 'liquidation';
  refId: string;
  /** The users whose fills it settles: the fee payers whose inviters earn a commission. */
  traders: readonly UserId[];
  ts: number;
  /** The referral commission rate (referralRateOf). */
  rate: Big;
}

/**
 * Post a contract journal in `trx` (balances read, {@link contractLegs}, one posting) and pay the
 * referral commissions of the fees it charged in the same transaction (issue 23). Every path
 * that books contract fills goes through it, so a fee an invitee pays always earns the inviter
 * the share, whichever path charged it. Returns every account both postings touched (the
 * inviters' spot accounts among them) and the deficits 'insurance' paid.
 *
 * @example
 * const { accounts } = await postContractMoney(trx, { money, coin: 'USDT', reason: 'liquidation',
 *   refId: 'liquidation:7', traders: [7], ts, rate });
 */
export async function postContractMoney(
  trx: Executor,
  input: ContractMoney,
): Promise<{ accounts: AccountSnapshot[]; deficits: Map<UserId, Big> }> {
  const balances = await balancesOf(trx, [...input.money.keys()], input.coin);
  const { legs, deficits } = contractLegs(input.money, balances, input.coin);
  const accounts: AccountSnapshot[] = [];
  if (legs.length > 0) {
    const posting = await ledger.post(trx, { reason: input.reason, refId: input.refId, legs });
    accounts.push(...posting.accounts);
  }
  accounts.push(...(await payContractCommissions(trx, input)));
  return { accounts, deficits };
}
