import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ArticleCategory } from '@exchange/api';
import { Num } from '@exchange/design-system';
import { LoadFailed, LoadingRows } from '../article-states.tsx';
import styles from './article-list-page.module.css';

export interface ArticleCategoriesProps {
  categories: readonly ArticleCategory[] | undefined;
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
  /** The chosen category's slug; none for every article. */
  selected: string | undefined;
  /** The search kept while moving between categories. */
  q: string | undefined;
}

/**
 * The help centre's categories with their article counts, each a link that filters the list
 * (`?category=<slug>`); the chosen one is marked current.
 */
export function ArticleCategories({
  categories,
  failed,
  retrying,
  onRetry,
  selected,
  q,
}: ArticleCategoriesProps) {
  const { t } = useLingui();
  const total = categories?.reduce((sum, item) => sum + item.count, 0);
  const search = (category: string | undefined) => ({
    ...(category === undefined ? {} : { category }),
    ...(q === undefined ? {} : { q }),
  });
  return (
    <nav className={styles.categories} aria-label={t`Categories`}>
      {categories === undefined ? (
        failed ? (
          <LoadFailed
            message={t`The categories could not be loaded.`}
            retrying={retrying}
            onRetry={onRetry}
          />
        ) : (
          <LoadingRows
            label={<Trans>Loading the categories…</Trans>}
            rows={4}
            listClassName={styles.categoryList}
            rowClassName={styles.categorySkeleton}
          />
        )
      ) : (
        <ul className={styles.categoryList}>
          <li>
            <Link
              to="/article/list"
              search={search(undefined)}
              className={styles.category}
              aria-current={selected === undefined ? 'page' : undefined}
            >
              <span>{t`All articles`}</span>
              <Num className={styles.count}>{total ?? 0}</Num>
            </Link>
          </li>
          {categories.map((category) => (
            <li key={category.id}>
              <Link
                to="/article/list"
                search={search(category.slug)}
                className={styles.category}
                aria-current={selected === category.slug ? 'page' : undefined}
              >
                <span>{category.name}</span>
                <Num className={styles.count}>{category.count}</Num>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
