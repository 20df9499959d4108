import { queryOptions } from '@tanstack/react-query';
import { ANNOUNCEMENTS_CATEGORY, type ApiClient, type ArticleSummary } from '@exchange/api';

const HOUR_MS = 3_600_000;
/** 24 hourly bars: the sparkline's last 24 h. */
export const SPARKLINE_BARS = 24;
/** The hourly history is refreshed now and then; between refreshes the ticker moves the end. */
const SPARKLINE_REFRESH_MS = 10 * 60_000;
/** How many announcements the home page lists. */
export const ANNOUNCEMENT_COUNT = 5;
const ANNOUNCEMENTS_REFRESH_MS = 5 * 60_000;

/**
 * The window of GET /spots/kline for a sparkline at `now`: the 24 whole hours ending with the
 * current one (`from` inclusive, `to` exclusive).
 *
 * @example sparklineWindow(Date.UTC(2024, 0, 2, 10, 30)) // 11:00 the day before … 11:00
 */
export function sparklineWindow(now: number): { from: number; to: number } {
  const hourStart = now - (now % HOUR_MS);
  return { from: hourStart - (SPARKLINE_BARS - 1) * HOUR_MS, to: hourStart + HOUR_MS };
}

/**
 * One pair's last 24 hourly bars (GET /spots/kline, period 1H), cached per pair: the cards of
 * the home page share a pair's query, and the market and trade pages never refetch it.
 */
export function sparklineQuery(api: ApiClient, symbol: string) {
  return queryOptions({
    queryKey: ['home', 'sparkline', symbol],
    queryFn: ({ signal }) =>
      api.call(
        'spotKline',
        { query: { symbol, period: '1H', ...sparklineWindow(Date.now()), limit: SPARKLINE_BARS } },
        { signal },
      ),
    staleTime: SPARKLINE_REFRESH_MS,
    refetchInterval: SPARKLINE_REFRESH_MS,
  });
}

/**
 * The latest announcements: the first {@link ANNOUNCEMENT_COUNT} of the announcements category
 * (found by its slug, since category names are translated), which GET /articles lists newest
 * first. None when the server has no such category. Their titles are in the request's
 * language (the client's Language header), so `locale` keys the cache: the page asks again when
 * the language changes, or when it resolves after the first render.
 */
export function announcementsQuery(api: ApiClient, locale: string) {
  return queryOptions({
    queryKey: ['home', 'announcements', locale],
    queryFn: async ({ signal }): Promise<ArticleSummary[]> => {
      const page = await api.call(
        'articles',
        { query: { category: ANNOUNCEMENTS_CATEGORY, page: 1, limit: ANNOUNCEMENT_COUNT } },
        { signal },
      );
      return page.list;
    },
    staleTime: ANNOUNCEMENTS_REFRESH_MS,
    refetchInterval: ANNOUNCEMENTS_REFRESH_MS,
  });
}
