import { Big } from 'big.js';
import { EARN_SUMMARY_DAYS, type EarnSummary } from '@exchange/api';
import { earnDayStart } from '@exchange/formulas';
import type { PriceSource } from '../http/context.ts';
import type { Executor } from '../wallet/ledger.ts';
import { usdtValue, valuation } from '../wallet/valuation.ts';
import type { EarnCatalog } from './earn-catalog.ts';
import { productInfo } from './earn-accrual.ts';

// "My earnings" (GET /earn/summary): what a user holds in earn and what it has earned, valued in
// USDT at current prices. Forfeited interest (an early locked redemption) leaves the totals on
// the day it was given up.

interface Flow {
  coin: string;
  amount: Big;
}

function valueOf(prices: PriceSource, flows: readonly Flow[]): Big {
  return flows.reduce(
    (sum, flow) => sum.plus(usdtValue(prices, flow.coin, flow.amount)),
    new Big(0),
  );
}

/** The summary of one user at `now` on a clock of `dayMs` days. */
export async function earnSummaryOf(
  db: Executor,
  catalog: EarnCatalog,
  prices: PriceSource,
  userId: number,
  clock: { now: number; dayMs: number },
): Promise<EarnSummary> {
  const positions = await db
    .selectFrom('earn_positions')
    .select(['product_id', 'amount', 'total_interest'])
    .where('user_id', '=', userId)
    .where('status', '=', 'holding')
    .execute();
  const held = new Map<string, { coinId: number; amount: Big }>();
  for (const row of positions) {
    const product = productInfo(catalog, row.product_id);
    // Locked interest stays in the finance account until maturity: it is part of the holding.
    const amount = new Big(row.amount).plus(product.type === 'locked' ? row.total_interest : 0);
    const entry = held.get(product.coin.name) ?? { coinId: product.coin.id, amount: new Big(0) };
    held.set(product.coin.name, { coinId: entry.coinId, amount: entry.amount.plus(amount) });
  }
  const holdings = [...held.entries()].map(([coin, entry]) => ({
    coin_id: entry.coinId,
    coin_name: coin,
    amount: entry.amount.toFixed(),
    value: valuation(usdtValue(prices, coin, entry.amount)),
  }));

  const rows = await db
    .selectFrom('earn_records')
    .select(['product_id', 'type', 'amount', 'forfeited_interest', 'interest_day', 'created_at'])
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('type', '=', 'interest'), eb('forfeited_interest', '!=', '0')]))
    .execute();
  const earned: (Flow & { day: number })[] = [];
  const forfeited: (Flow & { at: number })[] = [];
  for (const row of rows) {
    const coin = productInfo(catalog, row.product_id).coin.name;
    if (row.type === 'interest' && row.interest_day !== null) {
      earned.push({ coin, amount: new Big(row.amount), day: row.interest_day });
    } else if (new Big(row.forfeited_interest).gt(0)) {
      forfeited.push({ coin, amount: new Big(row.forfeited_interest), at: row.created_at });
    }
  }
  const today = earnDayStart(clock.now, clock.dayMs);
  const cumulativeAt = (day: number) =>
    valueOf(
      prices,
      earned.filter((flow) => flow.day <= day),
    ).minus(
      valueOf(
        prices,
        forfeited.filter((flow) => flow.at < day + clock.dayMs),
      ),
    );
  const positive = (value: Big) => valuation(value.lt(0) ? new Big(0) : value);
  return {
    valuation_coin: 'USDT',
    total_value: valuation(
      [...held.entries()].reduce(
        (sum, [coin, entry]) => sum.plus(usdtValue(prices, coin, entry.amount)),
        new Big(0),
      ),
    ),
    yesterday_interest: valuation(
      valueOf(
        prices,
        earned.filter((flow) => flow.day === today - clock.dayMs),
      ),
    ),
    total_interest: positive(valueOf(prices, earned).minus(valueOf(prices, forfeited))),
    holdings,
    cumulative_interest: Array.from({ length: EARN_SUMMARY_DAYS }, (_, index) => {
      const time = today - (EARN_SUMMARY_DAYS - 1 - index) * clock.dayMs;
      return { time, value: positive(cumulativeAt(time)) };
    }),
  };
}
