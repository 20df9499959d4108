// /article/list's state as it sits in the URL (`/article/list?category=fees&q=maker&page=2`),
// so a search or a category can be shared and survives a reload.

/** The help centre's search. */
export interface ArticleListSearch {
  /** A category's slug. */
  category?: string;
  /** Words to find in titles, summaries and bodies. */
  q?: string;
  page?: number;
}

/** The longest search the server takes (GET /articles `q`). */
export const ARTICLE_SEARCH_MAX = 64;

const SLUG = /^[a-z][a-z0-9-]{1,39}$/;

/**
 * The search, well-formed only; anything else is dropped, never an error.
 *
 * @example parseArticleListSearch({ category: 'help', q: ' fee ', page: '2' }) // { category: 'help', q: 'fee', page: 2 }
 */
export function parseArticleListSearch(search: Record<string, unknown>): ArticleListSearch {
  const category = typeof search.category === 'string' ? search.category : '';
  const q = typeof search.q === 'string' ? search.q.trim().slice(0, ARTICLE_SEARCH_MAX) : '';
  const page = Number(search.page);
  return {
    ...(SLUG.test(category) ? { category } : {}),
    ...(q === '' ? {} : { q }),
    ...(Number.isInteger(page) && page > 1 ? { page } : {}),
  };
}
