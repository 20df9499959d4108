import { Big } from 'big.js';
import {
  COPY_PERIODS,
  type CopyPeriod,
  type LeaderCard,
  type LeaderPosition,
  type LeaderProfile,
  type LeaderStats,
  type LeaderTrade,
} from '@exchange/api';
import {
  initialMargin,
  type LeaderPeriodStats,
  STATS_DAY_MS,
  unrealizedPnl,
} from '@exchange/formulas';
import type { Selectable } from 'kysely';
import { findContractPair } from '../contract/contract-pairs.ts';
import type { ContractPosition } from '../contract/contract-types.ts';
import { toAmount } from '../wallet/ledger.ts';
import type { CopyLeaderTradesTable } from './copy-leader-tables.ts';
import {
  type LeaderFigures,
  type LeaderRow,
  leadingSince,
  periodStats,
} from './copy-leader-stats.ts';

// The board's cards, the profile, a leader's positions and closed trades on the wire (issue 24).
// Figures are cut to 8 decimals toward zero; rates are fractions, as the wire documents.

const figure = (value: Big) => toAmount(value.round(8, Big.roundDown));

/** A price in the pair's decimals (the symbol's own, or 8 for an unknown one). */
function priceOf(symbol: string, value: Big): string {
  const decimals = findContractPair(symbol)?.pricePrecision ?? 8;
  return value.round(decimals, Big.roundHalfEven).toFixed(decimals);
}

function sizeOf(symbol: string, value: Big): string {
  const decimals = findContractPair(symbol)?.sizePrecision ?? 8;
  return value.round(decimals, Big.roundDown).toFixed(decimals);
}

/** A period's statistics on the wire. */
export function statsView(period: CopyPeriod, stats: LeaderPeriodStats): LeaderStats {
  return {
    period,
    roi: figure(stats.roi),
    pnl: figure(stats.pnl),
    win_rate: stats.winRate === null ? null : figure(stats.winRate),
    max_drawdown: figure(stats.maxDrawdown),
    aum: figure(stats.aum),
  };
}

/** A daily curve: one point per day of the period, at the day's start, oldest first. */
export function curveView(from: number, values: readonly Big[]) {
  return values.map((value, index) => ({
    time: from + index * STATS_DAY_MS,
    value: figure(value),
  }));
}

function leaderFields(leader: LeaderRow, followers: number) {
  return {
    id: leader.id,
    nickname: leader.nickname,
    avatar_url: leader.avatar_url,
    followers,
    max_followers: leader.max_followers,
    profit_share_rate: toAmount(leader.profit_share_rate),
  };
}

/** A card of the board: the period's statistics and its daily cumulative PnL curve. */
export function cardView(figures: LeaderFigures, period: CopyPeriod, now: number): LeaderCard {
  const stats = periodStats(figures, period, now);
  return {
    ...leaderFields(figures.leader, figures.budgets.length),
    stats: statsView(period, stats),
    pnl_curve: curveView(stats.from, stats.pnlCurve),
  };
}

/** The public profile: every period's statistics and the 90 days' PnL and return curves. */
export function profileView(
  figures: LeaderFigures,
  now: number,
  following: boolean,
): LeaderProfile {
  const long = periodStats(figures, '90d', now);
  return {
    ...leaderFields(figures.leader, figures.budgets.length),
    bio: figures.leader.bio,
    leading_since: leadingSince(figures.leader),
    show_positions: figures.leader.show_positions === 1,
    stats: COPY_PERIODS.map((period) =>
      statsView(period, period === '90d' ? long : periodStats(figures, period, now)),
    ),
    pnl_curve: curveView(long.from, long.pnlCurve),
    roi_curve: curveView(long.from, long.roiCurve),
    following,
  };
}

/**
 * An open position of the leader: ROE = unrealized PnL ÷ the initial margin at entry (a
 * fraction); the size only when `showSize`.
 */
export function leaderPositionView(
  position: ContractPosition,
  mark: Big,
  showSize: boolean,
): LeaderPosition {
  const pnl = unrealizedPnl(position.side, position.size, position.entryPrice, mark);
  const margin = initialMargin(position.size.times(position.entryPrice), position.leverage);
  return {
    symbol: position.symbol,
    side: position.side,
    leverage: position.leverage,
    amount: showSize ? sizeOf(position.symbol, position.size) : null,
    entry_price: priceOf(position.symbol, position.entryPrice),
    mark_price: priceOf(position.symbol, mark),
    roe: margin.gt(0) ? figure(pnl.div(margin)) : '0',
    opened_at: position.openedAt,
  };
}

/**
 * A closed position: ROE = its PnL (net of fees and funding) ÷ the initial margin of the size
 * closed at the entry price (a fraction); the size only when `showSize`.
 */
export function leaderTradeView(
  row: Selectable<CopyLeaderTradesTable>,
  showSize: boolean,
): LeaderTrade {
  const amount = new Big(row.amount);
  const margin = initialMargin(amount.times(row.entry_price), row.leverage);
  return {
    id: row.id,
    symbol: row.symbol,
    side: row.side,
    leverage: row.leverage,
    amount: showSize ? sizeOf(row.symbol, amount) : null,
    entry_price: priceOf(row.symbol, new Big(row.entry_price)),
    close_price: priceOf(row.symbol, new Big(row.close_price)),
    roe: margin.gt(0) ? figure(new Big(row.pnl).div(margin)) : '0',
    opened_at: row.opened_at,
    closed_at: row.closed_at,
  };
}
