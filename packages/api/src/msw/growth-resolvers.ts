import { compareDecimal } from '../common.ts';
import { csvRecord } from '../csv.ts';
import { OTC_CSV_COLUMNS, OTC_QUOTE_TTL_MS, otcTradeCsvRecord, type OtcTrade } from '../otc.ts';
import { reportCsv } from '../report.ts';
import { MockHttpError, pageOf, type FixtureResolvers } from './resolver-kit.ts';
import {
  copyOrdersFixture,
  copyPositionsFixture,
  followersFixture,
  followsFixture,
  leaderCardsFixture,
  leaderPositionsFixture,
  leaderProfileFixture,
  leaderTradesFixture,
  otcCoinsFixture,
  otcQuoteFixture,
  otcTradesFixture,
  profitSharesFixture,
} from './fixtures/copy-trade.ts';
import {
  commissionsFixture,
  referralSummaryFixture,
  reportFixture,
  reportTradesFixture,
} from './fixtures/report.ts';
import { FIXTURE_NOW, toUnits, trimmedUnits } from './seed.ts';
import { inWindow } from './window-filter.ts';

// Fixture answers of the referral, report, copy-trading and OTC routes.

const D = 8;

function leaderOf(id: number) {
  const card = leaderCardsFixture.find((row) => row.id === id);
  if (!card) throw new MockHttpError(404, 'Lead trader not found');
  return card;
}

/** An OTC trade under the orders page's filters. */
function otcMatches(
  row: OtcTrade,
  query: {
    coin_id?: number | undefined;
    side?: 'buy' | 'sell' | undefined;
    from?: number | undefined;
    to?: number | undefined;
  },
): boolean {
  return (
    (query.coin_id === undefined || row.coin_id === query.coin_id) &&
    (query.side === undefined || row.side === query.side) &&
    inWindow(row.created_at, query)
  );
}

function otcCoinOf(id: number) {
  const coin = otcCoinsFixture.find((row) => row.coin_id === id);
  if (!coin) throw new MockHttpError(422, `coin_id: Unknown coin ${id}`);
  return coin;
}

/** The OTC desk's fixture prices: the index with a 0.2 % spread against the user. */
const OTC_PRICES: Record<string, { buy: string; sell: string }> = {
  BTC: { buy: '64378.99', sell: '64122' },
  ETH: { buy: '3018.42', sell: '3006.37' },
};

export const growthResolvers = {
  referralSummary: () => referralSummaryFixture,
  referralCommissions: ({ query }) =>
    pageOf(
      commissionsFixture.filter(
        (row) =>
          (query.source === undefined || row.source === query.source) &&
          (query.coin_id === undefined || row.coin_id === query.coin_id) &&
          inWindow(row.created_at, query),
      ),
      query,
    ),

  pnlReport: ({ query }) => ({ ...reportFixture, account: query.account }),
  pnlReportExport: () => reportCsv(reportFixture),
  pnlReportItem: ({ query }) => {
    const rows = reportTradesFixture.filter(
      (row) => query.symbol === undefined || row.symbol === query.symbol,
    );
    const sum = (values: string[]) =>
      trimmedUnits(
        values.reduce((total, value) => total + toUnits(value, D), 0n),
        D,
      );
    const traded = rows.filter((row) => row.kind !== 'funding');
    return {
      pnl: sum(rows.map((row) => row.realized_pnl)),
      trade_count: traded.length,
      volume: sum(
        traded.map((row) =>
          trimmedUnits((toUnits(row.price, D) * toUnits(row.amount, D)) / 10n ** BigInt(D), D),
        ),
      ),
      fees: sum(rows.map((row) => row.fee)),
      valuation_coin: 'USDT',
      funding: sum(rows.filter((row) => row.kind === 'funding').map((row) => row.realized_pnl)),
      trades: pageOf(rows, query),
    };
  },

  copyLeaders: ({ query }) => {
    const search = query.search?.toLowerCase();
    return pageOf(
      leaderCardsFixture.filter(
        (row) => search === undefined || row.nickname.toLowerCase().includes(search),
      ),
      query,
    );
  },
  copyLeader: ({ params }) => {
    const card = leaderOf(params.id);
    return card.id === leaderProfileFixture.id
      ? leaderProfileFixture
      : { ...leaderProfileFixture, ...card, stats: [card.stats], following: false };
  },
  copyLeaderPositions: ({ params }) =>
    leaderOf(params.id).id === leaderProfileFixture.id ? leaderPositionsFixture : [],
  copyLeaderHistory: ({ params, query }) =>
    pageOf(leaderOf(params.id).id === leaderProfileFixture.id ? leaderTradesFixture : [], query),
  copyApplication: () => ({
    status: 'none',
    leader_id: null,
    reason: null,
    requirements: [
      { key: 'futures_equity', required: '1000', actual: '2516.49', met: true },
      { key: 'trading_days', required: '30', actual: '40', met: true },
      { key: 'trade_count', required: '50', actual: '12', met: false },
    ],
  }),
  copyApply: () => ({
    status: 'pending',
    leader_id: null,
    reason: null,
    requirements: [
      { key: 'futures_equity', required: '1000', actual: '2516.49', met: true },
      { key: 'trading_days', required: '30', actual: '40', met: true },
      { key: 'trade_count', required: '50', actual: '50', met: true },
    ],
  }),
  copyFollow: ({ body }) => {
    const leader = leaderOf(body.leader_id);
    if (leader.followers >= leader.max_followers)
      throw new MockHttpError(422, 'leader_id: This lead trader has no free places');
    return {
      id: 78,
      leader: { id: leader.id, nickname: leader.nickname, avatar_url: leader.avatar_url },
      mode: body.mode,
      fixed_amount: body.mode === 'fixed' ? (body.fixed_amount ?? null) : null,
      ratio: body.mode === 'ratio' ? (body.ratio ?? null) : null,
      max_per_position: body.max_per_position,
      budget: body.budget,
      stop_loss_rate: body.stop_loss_rate ?? null,
      used: '0',
      pnl: '0',
      shared: '0',
      status: 'active',
      open_positions: 0,
      balance: body.budget,
      created_at: FIXTURE_NOW,
      stopped_at: null,
    };
  },
  copyUnfollow: ({ body }) => {
    const follow = followsFixture.find((row) => row.leader.id === body.leader_id);
    if (!follow) throw new MockHttpError(404, 'Not following this lead trader');
    return { ...follow, status: 'stopped', stopped_at: FIXTURE_NOW };
  },
  copyFollowing: () => followsFixture,
  copyFollowers: ({ query }) => pageOf(followersFixture, query),
  copyOrders: ({ query }) =>
    pageOf(
      copyOrdersFixture.filter(
        (row) =>
          (query.leader_id === undefined || row.leader_id === query.leader_id) &&
          inWindow(row.created_at, query),
      ),
      query,
    ),
  copyPositions: () => copyPositionsFixture,
  copyPositionClose: ({ body }) => {
    const position = copyPositionsFixture.find(
      (row) => row.follow_id === body.follow_id && row.symbol === body.symbol,
    );
    if (!position) throw new MockHttpError(404, 'symbol: No copied position on this contract');
    return {
      id: 9200,
      leader_id: position.leader_id,
      leader_nickname: position.leader_nickname,
      symbol: position.symbol,
      side: position.side,
      action: 'close',
      amount: position.amount,
      price: position.mark_price,
      leverage: position.leverage,
      realized_pnl: position.unrealized_pnl,
      profit_share: '3.15',
      status: 'filled',
      skip_reason: null,
      created_at: FIXTURE_NOW,
    };
  },
  copyProfitShares: ({ query }) =>
    pageOf(
      profitSharesFixture.filter((row) => inWindow(row.created_at, query)),
      query,
    ),

  otcCoins: () => otcCoinsFixture,
  otcQuote: ({ body }) => {
    const coin = otcCoinOf(body.coin_id);
    if (compareDecimal(body.amount, coin.min_amount) < 0)
      throw new MockHttpError(422, `amount: At least ${coin.min_amount}`);
    if (compareDecimal(body.amount, coin.max_amount) > 0)
      throw new MockHttpError(422, `amount: At most ${coin.max_amount}`);
    const price = OTC_PRICES[coin.coin_name]?.[body.side] ?? '1';
    return {
      id: 88_500,
      coin_id: coin.coin_id,
      coin_name: coin.coin_name,
      quote_coin: coin.quote_coin,
      side: body.side,
      amount: body.amount,
      price,
      total: trimmedUnits((toUnits(body.amount, D) * toUnits(price, D)) / 10n ** BigInt(D), D),
      created_at: FIXTURE_NOW,
      expires_at: FIXTURE_NOW + OTC_QUOTE_TTL_MS,
    };
  },
  otcAccept: ({ body }) => {
    const quote = otcQuoteFixture;
    if (body.quote_id !== quote.id) throw new MockHttpError(404, 'Quote not found');
    const { expires_at: _expires, id: _id, ...trade } = quote;
    return { ...trade, id: 1202, quote_id: quote.id };
  },
  otcTrades: ({ query }) =>
    pageOf(
      otcTradesFixture.filter((row) => otcMatches(row, query)),
      query,
    ),
  otcTradesExport: ({ query }) =>
    csvRecord(OTC_CSV_COLUMNS) +
    otcTradesFixture
      .filter((row) => otcMatches(row, query))
      .map(otcTradeCsvRecord)
      .join(''),
} satisfies Partial<FixtureResolvers>;
