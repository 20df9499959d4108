import { Big } from 'big.js';
import type { MoneyDelta } from '../contract/contract-plan.ts';
import type { AccountSnapshot, Executor, UserId } from '../wallet/ledger.ts';
import { payCommissions } from './commissions.ts';

const ZERO = new Big(0);

export interface ContractCommissionInput {
  /** The settlement's journal (`contract-order:7`, `liquidation:12`, `adl:BTCUSDT:…`). */
  refId: string;
  /** The contracts' margin coin, the coin fees are charged in. */
  coin: string;
  rate: Big;
  /** The users whose fills the journal settled (a cancel's or a resting entrust's: none). */
  traders: readonly UserId[];
  /** When the fills happened (the commission's month). */
  ts: number;
  /** The journal's money per user: `fee` is what each trader paid to 'fees'. */
  money: ReadonlyMap<UserId, MoneyDelta>;
}

/**
 * The referral commissions of one contract journal (issue 23): every trader is charged their
 * `fee` (contract_fee), and invitees' inviters get their share in the same transaction (see
 * {@link payCommissions}). Every path that books contract fills calls it through
 * `postContractMoney` (contract-ledger.ts), so no fee an invitee pays escapes it.
 *
 * @example await payContractCommissions(tx, { refId, coin: 'USDT', rate, traders, ts, money });
 */
export function payContractCommissions(
  trx: Executor,
  input: ContractCommissionInput,
): Promise<AccountSnapshot[]> {
  return payCommissions(trx, {
    source: 'contract',
    refId: input.refId,
    rate: input.rate,
    ts: input.ts,
    charges: [...new Set(input.traders)].map((userId) => ({
      userId,
      coin: input.coin,
      fee: input.money.get(userId)?.fee ?? ZERO,
    })),
  });
}
