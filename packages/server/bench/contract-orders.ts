// Contract orders per second in process (issue 19): the contract book's plan and apply with the
// margin check every order passes (openCostUnits, the function ContractActions.costOf prices an
// order with, against the user's available balance, kept in memory here in 10^-8 units as the
// ledger's balances), no database. Printed by run.ts beside the spot engine's figure.
import { Big } from 'big.js';
import { seededRandom } from '@exchange/formulas';
import { bigOf, bigUnitsOf } from '../src/contract/big-units.ts';
import { ContractBook } from '../src/contract/contract-engine.ts';
import { CONTRACT_PAIRS, type ContractPairConfig } from '../src/contract/contract-pairs.ts';
import type { ContractOrder } from '../src/contract/contract-types.ts';
import { openCostUnits } from '../src/contract/fixed-point.ts';

/** The goal of the issue: contract orders per second with margin checks, in process. */
export const CONTRACT_ORDERS_GOAL = 100_000;

const ZERO = new Big(0);

/** A ledger amount (8 decimals) in 10^-8 units. */
function units(amount: Big): bigint {
  const exact = bigUnitsOf(amount, 8);
  if (exact === undefined) throw new Error(`${amount.toString()} has more than 8 decimals`);
  return exact;
}

export function contractOrdersBench(budgetMs = 3000): {
  orders: number;
  fills: number;
  refused: number;
  perSecond: number;
} {
  const pair = CONTRACT_PAIRS[1] as ContractPairConfig;
  const book = new ContractBook(pair);
  const random = seededRandom(1);
  const mark = new Big('3000');
  // Each user's available balance in 10^-8 USDT.
  const available = new Map<number, bigint>();
  for (let user = 0; user < 50; user += 1) available.set(user, 1_000_000_000n * 100_000_000n);
  let orders = 0;
  let fills = 0;
  let refused = 0;
  const started = performance.now();
  while (performance.now() - started < budgetMs) {
    for (let i = 0; i < 1000; i += 1) {
      orders += 1;
      const userId = orders % 50;
      const side = random() < 0.5 ? 'long' : 'short';
      const market = random() < 0.1;
      // The same prices (2950 … 3049) and sizes (0.01 … 1.00) as the spot engine's bench.
      const price = market ? null : bigOf(2950 + Math.floor(random() * 100), 0);
      const amount = bigOf(1 + Math.floor(random() * 100), 2);
      // The engine's margin check (ContractActions.costOf): openCost in integers, rounded up.
      const cost = openCostUnits({
        side,
        price: price ?? book.marketLimit(side, mark),
        mark,
        size: amount,
        leverage: 20,
        feeRate: book.takerFeeRate,
      });
      const free = available.get(userId) ?? 0n;
      if (free < cost) {
        refused += 1;
        continue;
      }
      const margin = bigOf(cost, 8);
      const order: ContractOrder = {
        id: orders,
        userId,
        clientOrderId: '',
        symbol: pair.symbol,
        side,
        action: 'open',
        type: market ? 'market' : 'limit',
        source: 'order',
        timeInForce: market ? 'ioc' : 'gtc',
        status: 'open',
        price,
        triggerPrice: null,
        triggerBy: null,
        reduceOnly: false,
        amount,
        filled: ZERO,
        filledQuote: ZERO,
        leverage: 20,
        marginMode: 'cross',
        margin,
        fee: ZERO,
        realizedPnl: ZERO,
        takeProfit: null,
        stopLoss: null,
        seq: orders,
        createdAt: orders,
        updatedAt: orders,
      };
      const plan = book.plan(order, mark, (n) => `${String(orders)}-${String(n)}`);
      for (const [user, delta] of plan.money) {
        const net =
          units(delta.houseMargin) -
          units(delta.frozen) +
          units(delta.pnl) +
          units(delta.isolatedCover) -
          units(delta.fee);
        available.set(user, (available.get(user) ?? 0n) + net);
      }
      book.apply(plan);
      fills += plan.fills.length / 2;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  return { orders, fills, refused, perSecond: Math.round(orders / seconds) };
}

/** The bench's line: contract orders/s, the spot engine's, their ratio and the goal. */
export function contractOrdersLine(spotPerSecond: number): string {
  const result = contractOrdersBench();
  const ratio = spotPerSecond > 0 ? result.perSecond / spotPerSecond : 0;
  return `Contract engine (in process, margin checks): ${result.perSecond.toLocaleString('en')} orders/s (${result.orders.toLocaleString('en')} orders, ${result.fills.toLocaleString('en')} trades), ${ratio.toFixed(2)}× the spot engine, goal ${CONTRACT_ORDERS_GOAL.toLocaleString('en')}/s: ${result.perSecond >= CONTRACT_ORDERS_GOAL ? 'met' : 'not met'}`;
}
