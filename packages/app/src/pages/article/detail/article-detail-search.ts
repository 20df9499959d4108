// /article/detail?article_id=… (SPEC.md sections 2 and 4): the article to show.

/** The article page's search. */
export interface ArticleDetailSearch {
  article_id?: number;
}

/**
 * The search, well-formed only: a positive whole id, else none (the page says the article does
 * not exist).
 *
 * @example parseArticleDetailSearch({ article_id: '12' }) // { article_id: 12 }
 */
export function parseArticleDetailSearch(search: Record<string, unknown>): ArticleDetailSearch {
  const id = Number(search.article_id);
  return Number.isSafeInteger(id) && id > 0 ? { article_id: id } : {};
}
