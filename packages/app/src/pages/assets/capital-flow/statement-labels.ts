import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';

/**
 * The name of each ledger movement. Typed by string, not by the wire's enum, so a type a later
 * issue adds (or one this build does not know yet) shows as the server wrote it instead of
 * breaking the page.
 */
const STATEMENT_LABELS: Partial<Record<string, MessageDescriptor>> = {
  deposit: msg`Deposit`,
  withdraw: msg`Withdrawal`,
  withdraw_fee: msg`Withdrawal fee`,
  withdraw_cancel: msg`Withdrawal cancelled`,
  withdraw_refund: msg`Withdrawal refunded`,
  transfer_in: msg`Transfer in`,
  transfer_out: msg`Transfer out`,
  order_freeze: msg`Order placed (frozen)`,
  order_unfreeze: msg`Order released (unfrozen)`,
  trade: msg`Trade`,
  trade_fee: msg`Trade fee`,
  demo_grant: msg`Demo funds`,
  funding_fee: msg`Funding fee`,
  realized_pnl: msg`Realised PnL`,
  option_open: msg`Option opened`,
  option_settle: msg`Option settled`,
  position_margin: msg`Position margin`,
  contract_fee: msg`Futures trading fee`,
  liquidation: msg`Liquidation`,
  launchpad_commit: msg`Subscription commitment`,
  launchpad_allocation: msg`Subscription allocation`,
  launchpad_refund: msg`Subscription refund`,
  earn_subscribe: msg`Earn subscription`,
  earn_redeem: msg`Earn redemption`,
  earn_interest: msg`Earn interest`,
  earn_forfeit: msg`Earn interest forfeited`,
  c2c_escrow: msg`C2C escrow`,
  c2c_release: msg`C2C release`,
  c2c_refund: msg`C2C escrow returned`,
  otc_trade: msg`OTC trade`,
  copy_budget: msg`Copy trading budget`,
  copy_profit_share: msg`Copy trading profit share`,
  referral_commission: msg`Referral commission`,
  // Only the exchange's own accounts carry it; a trader's capital flow never lists it.
  system_seed: msg`Exchange account funding`,
  interest: msg`Interest`,
};

/**
 * A movement type's translated name, or the raw type when it has none.
 *
 * @example statementLabel(i18n, 'trade_fee') // 'Trade fee'
 */
export function statementLabel(i18n: I18n, type: string): string {
  const label = STATEMENT_LABELS[type];
  return label === undefined ? type : i18n._(label);
}
