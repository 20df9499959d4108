import { queryOptions } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type ApiClient, type ArticleSummary } from '@exchange/api';

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
 * Whether a category is the announcements one. Categories have no stable key on the wire, only
 * an id and a name; the reference server (and the MSW fixtures) name it "Announcements".
 */
function isAnnouncements(name: string): boolean {
  return name.trim().toLowerCase() === 'announcements';
}

/** The newest articles first (by creation time, then id), at most `count`. */
export function newestArticles(
  articles: readonly ArticleSummary[],
  count = ANNOUNCEMENT_COUNT,
): ArticleSummary[] {
  return [...articles].sort((a, b) => b.created_at - a.created_at || b.id - a.id).slice(0, count);
}

/**
 * The latest announcements: the announcement category's newest articles; none when the server
 * has no such category. GET /articles lists oldest first (by id), so past one page it reads the
 * last two pages, which always hold the newest {@link ANNOUNCEMENT_COUNT}.
 */
export function announcementsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['home', 'announcements'],
    queryFn: async ({ signal }): Promise<ArticleSummary[]> => {
      const categories = await api.call('articleCategories', undefined, { signal });
      const category = categories.find((item) => isAnnouncements(item.name));
      if (!category) return [];
      const page = (number: number) =>
        api.call(
          'articles',
          { query: { category_id: category.id, page: number, limit: MAX_PAGE_SIZE } },
          { signal },
        );
      const first = await page(1);
      const pages = Math.ceil(first.total / MAX_PAGE_SIZE);
      if (pages <= 1) return newestArticles(first.list);
      const [last, beforeLast] = await Promise.all([page(pages), page(pages - 1)]);
      return newestArticles([...beforeLast.list, ...last.list]);
    },
    staleTime: ANNOUNCEMENTS_REFRESH_MS,
    refetchInterval: ANNOUNCEMENTS_REFRESH_MS,
  });
}
