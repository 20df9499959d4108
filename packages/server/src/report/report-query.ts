import { Big } from 'big.js';
import { returnRate } from '@exchange/formulas';
import type { Report, ReportAccount, ReportItem, ReportTrade } from '@exchange/api';
import type { Kysely } from 'kysely';
import { pageOf, type PageRequest } from '../db/page.ts';
import type { Database } from '../db/schema.ts';
import type { PriceSource } from '../http/context.ts';
import type { DailyCandles } from '../wallet/asset-history.ts';
import { toAmount } from '../wallet/ledger.ts';
import { assetDays } from './report-assets.ts';
import { DAY_MS, utcDay } from './report-fold.ts';
import type { ReportBook } from './report-tables.ts';

// Reading the report's tables (issue 23): a period's report and one day's or symbol's detail.

export interface ReportDeps {
  db: Kysely<Database>;
  candles: DailyCandles;
  prices: PriceSource;
  now: () => number;
}

/** Where each report account's PnL is made. */
const BOOKS: Readonly<Record<ReportAccount, readonly ReportBook[]>> = {
  spot: ['spot'],
  futures: ['futures'],
  option: ['option'],
  all: ['spot', 'futures', 'option'],
};

/** Where each report account's money sits: options are staked from (and paid to) spot. */
const HOLDINGS: Readonly<Record<ReportAccount, readonly string[] | 'every'>> = {
  spot: ['spot'],
  futures: ['futures'],
  option: ['spot'],
  all: 'every',
};

/** Whose deposits and transfers count in each report account's return. */
const FLOWS: Readonly<Record<ReportAccount, readonly ReportBook[]>> = {
  spot: ['spot'],
  futures: ['futures'],
  option: ['spot'],
  all: ['spot', 'futures', 'finance'],
};

/** A figure on the wire: 8 decimals, half-up, never "-0". */
function figure(value: Big): string {
  return toAmount(value.round(8, Big.roundHalfUp));
}

/** A period's UTC days as `[from, to)`: the last `n` days to today, or the custom span. */
export function periodOf(
  query: {
    period: '7d' | '30d' | '90d' | 'custom';
    from?: number | undefined;
    to?: number | undefined;
  },
  now: number,
): { from: number; to: number } {
  if (query.period === 'custom') {
    const from = utcDay(query.from ?? now);
    return { from, to: Math.max(from + DAY_MS, utcDay((query.to ?? now) - 1) + DAY_MS) };
  }
  const days = Number(query.period.slice(0, -1));
  const to = utcDay(now) + DAY_MS;
  return { from: to - days * DAY_MS, to };
}

function valueOf(kinds: Map<string, Big> | undefined, holdings: readonly string[] | 'every'): Big {
  let total = new Big(0);
  for (const [kind, value] of kinds ?? [])
    if (holdings === 'every' || holdings.includes(kind)) total = total.plus(value);
  return total;
}

interface SymbolFigures {
  pnl: Big;
  tradeCount: number;
  volume: Big;
}

/** The report of a user's account over `[from, to)` (UTC days). */
export async function buildReport(
  deps: ReportDeps,
  userId: number,
  account: ReportAccount,
  from: number,
  to: number,
): Promise<Report> {
  const books = BOOKS[account];
  const flows = FLOWS[account];
  const rows = await deps.db
    .selectFrom('report_daily')
    .selectAll()
    .where('user_id', '=', userId)
    .where('day', '>=', from)
    .where('day', '<', to)
    .execute();
  const byDay = new Map<number, Big>();
  const bySymbol = new Map<string, SymbolFigures>();
  let pnl = new Big(0);
  let fees = new Big(0);
  let volume = new Big(0);
  let netDeposits = new Big(0);
  let tradeCount = 0;
  let closes = 0;
  let wins = 0;
  for (const row of rows) {
    if (row.symbol === '') {
      if (flows.includes(row.account)) netDeposits = netDeposits.plus(row.net_deposit);
      continue;
    }
    if (!books.includes(row.account)) continue;
    const day = row.day;
    byDay.set(day, (byDay.get(day) ?? new Big(0)).plus(row.pnl));
    const symbol = bySymbol.get(row.symbol) ?? {
      pnl: new Big(0),
      tradeCount: 0,
      volume: new Big(0),
    };
    bySymbol.set(row.symbol, {
      pnl: symbol.pnl.plus(row.pnl),
      tradeCount: symbol.tradeCount + row.trade_count,
      volume: symbol.volume.plus(row.volume),
    });
    pnl = pnl.plus(row.pnl);
    fees = fees.plus(row.fees);
    volume = volume.plus(row.volume);
    tradeCount += row.trade_count;
    closes += row.closes;
    wins += row.wins;
  }
  const now = deps.now();
  const holdings = HOLDINGS[account];
  const assets = await assetDays(
    deps.db,
    deps.candles,
    deps.prices,
    userId,
    from - DAY_MS,
    to - DAY_MS,
    now,
  );
  const days: Report['days'] = [];
  let cumulative = new Big(0);
  for (let day = from; day < to; day += DAY_MS) {
    const dayPnl = byDay.get(day) ?? new Big(0);
    cumulative = cumulative.plus(dayPnl);
    days.push({
      date: day,
      pnl: figure(dayPnl),
      cumulative_pnl: figure(cumulative),
      asset_value: figure(valueOf(assets.get(day), holdings)),
    });
  }
  const startValue = valueOf(assets.get(from - DAY_MS), holdings);
  const symbols = [...bySymbol]
    .sort(([a, x], [b, y]) => y.pnl.cmp(x.pnl) || a.localeCompare(b))
    .map(([symbol, s]) => ({
      symbol,
      pnl: figure(s.pnl),
      trade_count: s.tradeCount,
      volume: figure(s.volume),
    }));
  return {
    account,
    from,
    to,
    valuation_coin: 'USDT',
    pnl: figure(pnl),
    trade_count: tradeCount,
    volume: figure(volume),
    fees: figure(fees),
    return_rate: returnRate(pnl, startValue, netDeposits),
    win_rate: closes === 0 ? null : toAmount(new Big(wins).div(closes).round(8, Big.roundHalfUp)),
    days,
    symbols,
  };
}

export interface ItemFilter {
  account: ReportAccount;
  date?: number | undefined;
  symbol?: string | undefined;
  from?: number | undefined;
  to?: number | undefined;
}

/** The day span of an item: its date's day, else `[from, to)` widened to whole UTC days. */
function itemDays(filter: ItemFilter): { first?: number; end?: number } {
  if (filter.date !== undefined) {
    const day = utcDay(filter.date);
    return { first: day, end: day + DAY_MS };
  }
  return {
    ...(filter.from === undefined ? {} : { first: utcDay(filter.from) }),
    ...(filter.to === undefined ? {} : { end: utcDay(filter.to - 1) + DAY_MS }),
  };
}

/** One day or one symbol in detail: the sums of its days and a page of its trades. */
export async function buildItem(
  deps: ReportDeps,
  userId: number,
  filter: ItemFilter,
  page: PageRequest,
): Promise<ReportItem> {
  const books = BOOKS[filter.account];
  const { first, end } = itemDays(filter);
  let daily = deps.db
    .selectFrom('report_daily')
    .selectAll()
    .where('user_id', '=', userId)
    .where('account', 'in', books)
    .where('symbol', '!=', '');
  if (filter.symbol !== undefined) daily = daily.where('symbol', '=', filter.symbol);
  if (first !== undefined) daily = daily.where('day', '>=', first);
  if (end !== undefined) daily = daily.where('day', '<', end);
  let pnl = new Big(0);
  let fees = new Big(0);
  let volume = new Big(0);
  let funding = new Big(0);
  let tradeCount = 0;
  for (const row of await daily.execute()) {
    pnl = pnl.plus(row.pnl);
    fees = fees.plus(row.fees);
    volume = volume.plus(row.volume);
    funding = funding.plus(row.funding);
    tradeCount += row.trade_count;
  }
  let trades = deps.db
    .selectFrom('report_trades')
    .where('user_id', '=', userId)
    .where('account', 'in', books);
  if (filter.symbol !== undefined) trades = trades.where('symbol', '=', filter.symbol);
  if (first !== undefined) trades = trades.where('day', '>=', first);
  if (end !== undefined) trades = trades.where('day', '<', end);
  const list = await pageOf(
    trades,
    page,
    (q) => q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
    (row): ReportTrade => ({
      id: row.id,
      kind: row.kind,
      symbol: row.symbol,
      side: row.side,
      price: toAmount(row.price),
      amount: toAmount(row.amount),
      fee: toAmount(row.fee),
      fee_coin: row.fee_coin,
      realized_pnl: figure(new Big(row.realized_pnl)),
      created_at: row.created_at,
    }),
  );
  return {
    valuation_coin: 'USDT',
    pnl: figure(pnl),
    trade_count: tradeCount,
    volume: figure(volume),
    fees: figure(fees),
    funding: figure(funding),
    trades: list,
  };
}
