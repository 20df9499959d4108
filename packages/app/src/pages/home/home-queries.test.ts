import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type ArticleSummary } from '@exchange/api';
import { routeHandler } from '@exchange/api/msw';
import { testApi } from '../../testing/test-api.ts';
import {
  announcementsQuery,
  newestArticles,
  sparklineQuery,
  sparklineWindow,
} from './home-queries.ts';

const HOUR = 3_600_000;

const summary = (id: number, created_at: number): ArticleSummary => ({
  id,
  category_id: 4,
  title: `News ${String(id)}`,
  summary: '',
  created_at,
  updated_at: created_at,
});

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
  it('are the newest first, by time then id, at most five', () => {
    const list = [summary(1, 100), summary(2, 300), summary(3, 200), summary(4, 300)];
    expect(newestArticles(list, 3).map((a) => a.id)).toEqual([4, 2, 3]);
  });

  it('come from the category named Announcements (the MSW fixtures: ids 10-15)', async () => {
    const { api } = testApi();
    const news = await new QueryClient().query(announcementsQuery(api));
    expect(news.map((a) => a.id)).toEqual([15, 14, 13, 12, 11]);
  });

  it('are none when the server has no announcements category', async () => {
    const { api } = testApi([
      routeHandler('articleCategories', () => [{ id: 1, name: 'Help centre', sort: 1 }]),
    ]);
    await expect(new QueryClient().query(announcementsQuery(api))).resolves.toEqual([]);
  });

  it('read the last pages when there are more than one page (the list is oldest first)', async () => {
    const total = MAX_PAGE_SIZE * 2 + 2;
    const all = Array.from({ length: total }, (_, i) => summary(i + 1, 1000 + i));
    const { api, requests } = testApi([
      routeHandler('articles', ({ query }) => {
        const start = (query.page - 1) * query.limit;
        return {
          list: all.slice(start, start + query.limit),
          page: query.page,
          limit: query.limit,
          total,
        };
      }),
    ]);
    const news = await new QueryClient().query(announcementsQuery(api));
    expect(news.map((a) => a.id)).toEqual([total, total - 1, total - 2, total - 3, total - 4]);
    const pages = requests
      .map((request) => new URL(request.url))
      .filter((url) => url.pathname === '/articles')
      .map((url) => url.searchParams.get('page'));
    expect(pages).toEqual(['1', '3', '2']);
  });
});
