import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { HttpError, MAX_PAGE_SIZE, type ApiClient } from '@exchange/api';
import { useAppServices } from '../app-services.tsx';

// The help centre's and the help topics' queries (issues 21–23). The server answers in the
// language of the request's `Language` header, which the API client takes from the current
// locale: every key carries the locale, so switching language refetches in the new one.

/**
 * Query keys (prefixes) of every article query.
 *
 * @example queryClient.invalidateQueries({ queryKey: ARTICLE_QUERY_KEYS.all })
 */
export const ARTICLE_QUERY_KEYS = {
  all: ['articles'],
  categories: ['articles', 'categories'],
  list: ['articles', 'list'],
  detail: ['articles', 'detail'],
} as const;

/** Articles change seldom: a visit reads them once a minute at most. */
const ARTICLE_STALE_MS = 60_000;

/** GET /articles' filters (a category by its slug, a search, a page). */
export interface ArticlesFilter {
  category?: string;
  q?: string;
  page: number;
  limit?: number;
}

/**
 * GET /articles/categories in `locale`: every category with its article count.
 *
 * @example useQuery(articleCategoriesQuery(api, 'en'))
 */
export function articleCategoriesQuery(api: ApiClient, locale: string) {
  return queryOptions({
    queryKey: [...ARTICLE_QUERY_KEYS.categories, locale] as const,
    queryFn: ({ signal }) => api.call('articleCategories', undefined, { signal }),
    staleTime: ARTICLE_STALE_MS,
  });
}

/**
 * GET /articles in `locale`: one page of a category's articles, or of a search.
 *
 * @example useQuery(articlesQuery(api, 'en', { category: 'finance-help', page: 1, limit: 100 }))
 */
export function articlesQuery(api: ApiClient, locale: string, filter: ArticlesFilter) {
  const query = {
    page: filter.page,
    limit: filter.limit ?? 10,
    ...(filter.category === undefined ? {} : { category: filter.category }),
    ...(filter.q === undefined || filter.q === '' ? {} : { q: filter.q }),
  };
  return queryOptions({
    queryKey: [...ARTICLE_QUERY_KEYS.list, locale, query] as const,
    queryFn: ({ signal }) => api.call('articles', { query }, { signal }),
    staleTime: ARTICLE_STALE_MS,
  });
}

/**
 * GET /articles/:id in `locale`: the article with its body, category and neighbours.
 *
 * @example useQuery(articleQuery(api, 'en', 7))
 */
export function articleQuery(api: ApiClient, locale: string, id: number) {
  return queryOptions({
    queryKey: [...ARTICLE_QUERY_KEYS.detail, locale, id] as const,
    queryFn: ({ signal }) => api.call('article', { params: { id } }, { signal }),
    staleTime: ARTICLE_STALE_MS,
    // An unknown article stays unknown: the page says so at once instead of asking again.
    retry: (failures, error) =>
      !(error instanceof HttpError && error.status === 404) && failures < 1,
  });
}

/** The categories in the current language. */
export function useArticleCategories() {
  const { api } = useAppServices();
  const { i18n } = useLingui();
  return useQuery(articleCategoriesQuery(api, i18n.locale));
}

/** One page of articles in the current language; the last page stays while the next loads. */
export function useArticles(filter: ArticlesFilter) {
  const { api } = useAppServices();
  const { i18n } = useLingui();
  return useQuery({
    ...articlesQuery(api, i18n.locale, filter),
    placeholderData: keepPreviousData,
  });
}

/** Every article of a category (a help topic's questions), in the current language. */
export function useCategoryArticles(category: string) {
  const { api } = useAppServices();
  const { i18n } = useLingui();
  return useQuery(articlesQuery(api, i18n.locale, { category, page: 1, limit: MAX_PAGE_SIZE }));
}

/** One article in the current language; `enabled` false until it is wanted. */
export function useArticle(id: number | undefined, enabled = true) {
  const { api } = useAppServices();
  const { i18n } = useLingui();
  return useQuery({
    ...articleQuery(api, i18n.locale, id ?? 0),
    enabled: enabled && id !== undefined,
  });
}
