import { useCallback } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Button, EmptyState, formatDateTime, Num, Pagination } from '@exchange/design-system';
import { useArticleCategories, useArticles } from '../../../queries/article.query.ts';
import { PAGE_TITLES } from '../../../shell/page-titles.ts';
import { useDateTimeOptions } from '../../../trading/use-date-time-options.ts';
import { LoadFailed, LoadingRows } from '../article-states.tsx';
import { ArticleCategories } from './article-categories.tsx';
import type { ArticleListSearch } from './article-list-search.ts';
import { ArticleSearchBox } from './article-search-box.tsx';
import styles from './article-list-page.module.css';

/** Articles a page of the help centre lists. */
export const ARTICLES_PER_PAGE = 10;

export interface ArticleListPageProps {
  search: ArticleListSearch;
  /** A new search for the URL; `replace` while typing, so Back skips the keystrokes. */
  onSearchChange: (next: ArticleListSearch, replace?: boolean) => void;
}

/**
 * /article/list (issue 23): the categories with their counts, a search box and the matching
 * articles, a page at a time, each with its summary and date; the category, the search and
 * the page live in the URL.
 */
export function ArticleListPage({ search, onSearchChange }: ArticleListPageProps) {
  const { t, i18n } = useLingui();
  const dateTime = useDateTimeOptions();
  const categories = useArticleCategories();
  const page = search.page ?? 1;
  const articles = useArticles({
    page,
    limit: ARTICLES_PER_PAGE,
    ...(search.category === undefined ? {} : { category: search.category }),
    ...(search.q === undefined ? {} : { q: search.q }),
  });
  const category = categories.data?.find((item) => item.slug === search.category);
  const pageCount = Math.ceil((articles.data?.total ?? 0) / ARTICLES_PER_PAGE);
  const { category: slug } = search;
  const onSearch = useCallback(
    (q: string) => {
      onSearchChange(
        { ...(slug === undefined ? {} : { category: slug }), ...(q ? { q } : {}) },
        true,
      );
    },
    [onSearchChange, slug],
  );

  const listTitle = category?.name ?? t`All articles`;
  const data = articles.data;

  return (
    <main className={styles.page}>
      <div className={styles.heading}>
        <h1 className={styles.title}>{i18n._(PAGE_TITLES.helpCentre)}</h1>
        <ArticleSearchBox value={search.q ?? ''} onSearch={onSearch} />
      </div>
      <div className={styles.layout}>
        <ArticleCategories
          categories={categories.data}
          failed={categories.isError}
          retrying={categories.isFetching}
          onRetry={() => void categories.refetch()}
          selected={search.category}
          q={search.q}
        />
        <section className={styles.results} aria-labelledby="article-list-title">
          <h2 id="article-list-title" className={styles.subtitle}>
            {listTitle}
          </h2>
          {search.q !== undefined && data !== undefined ? (
            <p className={styles.summary} role="status">
              {t`Results for “${search.q}”: ${data.total}`}
            </p>
          ) : null}
          {data === undefined ? (
            articles.isError ? (
              <LoadFailed
                message={t`The articles could not be loaded.`}
                retrying={articles.isFetching}
                onRetry={() => void articles.refetch()}
              />
            ) : (
              <LoadingRows
                label={<Trans>Loading the articles…</Trans>}
                rows={5}
                listClassName={styles.articles}
                rowClassName={styles.articleSkeleton}
              />
            )
          ) : data.list.length === 0 ? (
            search.q === undefined ? (
              <EmptyState title={t`No articles here yet`} />
            ) : (
              <EmptyState
                title={t`No article matches “${search.q}”`}
                description={t`Try other words, or look through the categories.`}
                action={
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => {
                      onSearch('');
                    }}
                  >
                    <Trans>Clear the search</Trans>
                  </Button>
                }
              />
            )
          ) : (
            <>
              <ul className={styles.articles} aria-busy={articles.isPlaceholderData}>
                {data.list.map((article) => (
                  <li key={article.id} className={styles.article}>
                    <Link
                      to="/article/detail"
                      search={{ article_id: article.id }}
                      className={styles.articleLink}
                      dir="auto"
                    >
                      {article.title}
                    </Link>
                    {article.summary === '' ? null : (
                      <p className={styles.articleSummary} dir="auto">
                        {article.summary}
                      </p>
                    )}
                    <time
                      className={styles.date}
                      dateTime={new Date(article.updated_at).toISOString()}
                    >
                      <Num>{formatDateTime(article.updated_at, dateTime)}</Num>
                    </time>
                  </li>
                ))}
              </ul>
              {pageCount > 1 ? (
                <Pagination
                  page={page}
                  pageCount={pageCount}
                  onPageChange={(next) => {
                    onSearchChange({
                      ...search,
                      ...(next > 1 ? { page: next } : { page: undefined }),
                    });
                  }}
                  label={t`Article pages`}
                  previousLabel={t`Previous page`}
                  nextLabel={t`Next page`}
                  pageLabel={(n) => t`Page ${n}`}
                />
              ) : null}
            </>
          )}
        </section>
      </div>
    </main>
  );
}
