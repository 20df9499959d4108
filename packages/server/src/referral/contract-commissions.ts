import { Big } from 'big.js';
import type { ContractPlan, MoneyDelta } from '../contract/contract-plan.ts';
import type { AccountSnapshot, Executor, UserId } from '../wallet/ledger.ts';
import { payCommissions } from './commissions.ts';

const ZERO = new Big(0);

export interface ContractCommissionInput {
  /** The settlement's journal (`contract-order:7`). */
  refId: string;
  /** The contracts' margin coin, the coin fees are charged in. */
  coin: string;
  rate: Big;
  plan: ContractPlan;
  /** The plan's money per user: `fee` is what each trader paid to 'fees'. */
  money: ReadonlyMap<UserId, MoneyDelta>;
}

/**
 * The referral commissions of one contract match (issue 23): every trader of the plan's fills is
 * charged their plan fee (contract_fee), and invitees' inviters get their share in the same
 * transaction (see {@link payCommissions}).
 *
 * @example await payContractCommissions(tx, { refId, coin: 'USDT', rate, plan, money });
 */
export function payContractCommissions(
  trx: Executor,
  input: ContractCommissionInput,
): Promise<AccountSnapshot[]> {
  const traders = new Set(input.plan.fills.map((fill) => fill.userId));
  return payCommissions(trx, {
    source: 'contract',
    refId: input.refId,
    rate: input.rate,
    ts: input.plan.taker.updatedAt,
    charges: [...traders].map((userId) => ({
      userId,
      coin: input.coin,
      fee: input.money.get(userId)?.fee ?? ZERO,
    })),
  });
}
