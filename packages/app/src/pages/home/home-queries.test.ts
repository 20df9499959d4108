import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ANNOUNCEMENTS_CATEGORY } from '@exchange/api';
import { routeHandler } from '@exchange/api/msw';
import { testApi } from '../../testing/test-api.ts';
import {
  ANNOUNCEMENT_COUNT,
  announcementsQuery,
  sparklineQuery,
  sparklineWindow,
} from './home-queries.ts';

const HOUR = 3_600_000;

describe('sparkline window', () => {
  it('is the 24 whole hours ending with the current one', () => {
    const now = Date.UTC(2024, 0, 2, 10, 30);
    expect(sparklineWindow(now)).toEqual({
      from: Date.UTC(2024, 0, 1, 11),
      to: Date.UTC(2024, 0, 2, 11),
    });
    const { from, to } = sparklineWindow(now);
    expect((to - from) / HOUR).toBe(24);
  });
});

describe('sparkline query', () => {
  it('asks GET /spots/kline for 24 hourly bars of the pair', async () => {
    const { api, requests } = testApi();
    const bars = await new QueryClient().query(sparklineQuery(api, 'BTCUSDT'));
    const url = new URL(requests[0]?.url ?? '');
    expect(url.pathname).toBe('/spots/kline');
    expect(url.searchParams.get('symbol')).toBe('BTCUSDT');
    expect(url.searchParams.get('period')).toBe('1H');
    expect(url.searchParams.get('limit')).toBe('24');
    expect(Array.isArray(bars)).toBe(true);
  });
});

describe('announcements', () => {
  it('are the first five of the announcements category, by its slug (MSW: ids 15 to 11)', async () => {
    const { api, requests } = testApi();
    const news = await new QueryClient().query(announcementsQuery(api, 'en'));
    expect(news.map((a) => a.id)).toEqual([15, 14, 13, 12, 11]);
    const url = new URL(requests.find((r) => new URL(r.url).pathname === '/articles')?.url ?? '');
    expect(url.searchParams.get('category')).toBe(ANNOUNCEMENTS_CATEGORY);
    expect(url.searchParams.get('limit')).toBe(String(ANNOUNCEMENT_COUNT));
    expect(url.searchParams.has('category_id')).toBe(false);
  });

  it('are none when the server has no announcements category', async () => {
    const { api } = testApi([
      routeHandler('articles', ({ query }) => ({
        list: [],
        page: query.page,
        limit: query.limit,
        total: 0,
      })),
    ]);
    await expect(new QueryClient().query(announcementsQuery(api, 'en'))).resolves.toEqual([]);
  });
});
