import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { HttpError, type ArticleLink } from '@exchange/api';
import { EmptyState, formatDateTime, Num, VISUALLY_HIDDEN } from '@exchange/design-system';
import { useArticle } from '../../../queries/article.query.ts';
import { PAGE_TITLES } from '../../../shell/page-titles.ts';
import { useDateTimeOptions } from '../../../trading/use-date-time-options.ts';
import { LoadFailed } from '../article-states.tsx';
import { ArticleBody } from '../body/article-body.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import styles from './article-detail-page.module.css';

export interface ArticleDetailPageProps {
  /** From `?article_id=`; none when the address has no valid id. */
  articleId: number | undefined;
}

/**
 * /article/detail (issue 23, public: SPEC.md section 4): breadcrumbs back to the help centre
 * and the article's category, the article (sanitised by ArticleBody), when it was last updated
 * and the previous and next articles of its category. An unknown id says so, with a way back.
 */
export function ArticleDetailPage({ articleId }: ArticleDetailPageProps) {
  const { t, i18n } = useLingui();
  const dateTime = useDateTimeOptions();
  const article = useArticle(articleId);
  const helpCentre = i18n._(PAGE_TITLES.helpCentre);
  const notFound =
    articleId === undefined || (article.error instanceof HttpError && article.error.status === 404);
  const data = article.data;

  if (notFound) {
    return (
      <main className={styles.page}>
        <h1 className={styles.title}>{t`This article does not exist`}</h1>
        <EmptyState
          description={t`It may have been removed, or the link is mistyped.`}
          action={
            <Link to="/article/list" className={styles.button}>
              {t`Go to the help centre`}
            </Link>
          }
        />
      </main>
    );
  }

  if (data === undefined) {
    return (
      <main className={styles.page}>
        <Breadcrumbs
          trail={[
            <Link key="home" to="/article/list">
              {helpCentre}
            </Link>,
          ]}
          current={i18n._(PAGE_TITLES.article)}
        />
        {article.isError ? (
          <>
            <h1 className={styles.title}>{i18n._(PAGE_TITLES.article)}</h1>
            <LoadFailed
              message={t`The article could not be loaded.`}
              retrying={article.isFetching}
              onRetry={() => void article.refetch()}
            />
          </>
        ) : (
          <div aria-busy="true" data-state="loading" className={styles.skeleton}>
            <p className={VISUALLY_HIDDEN} role="status">
              <Trans>Loading the article…</Trans>
            </p>
            <span aria-hidden="true" className={styles.skeletonTitle} />
            {Array.from({ length: 4 }, (_, index) => (
              <span key={index} aria-hidden="true" className={styles.skeletonLine} />
            ))}
          </div>
        )}
      </main>
    );
  }

  return (
    <main className={styles.page}>
      <Breadcrumbs
        trail={[
          <Link key="home" to="/article/list">
            {helpCentre}
          </Link>,
          <Link key="category" to="/article/list" search={{ category: data.category.slug }}>
            {data.category.name}
          </Link>,
        ]}
        current={<bdi>{data.title}</bdi>}
      />
      <article className={styles.article} aria-labelledby="article-title">
        <header className={styles.header}>
          <h1 id="article-title" className={styles.title} dir="auto">
            {data.title}
          </h1>
          <p className={styles.updated}>
            <Trans>
              Last updated{' '}
              <time dateTime={new Date(data.updated_at).toISOString()}>
                <Num>{formatDateTime(data.updated_at, dateTime)}</Num>
              </time>
            </Trans>
          </p>
        </header>
        <ArticleBody html={data.content} />
      </article>
      {data.prev === null && data.next === null ? null : (
        <nav className={styles.neighbours} aria-label={t`More in ${data.category.name}`}>
          <Neighbour link={data.prev} label={t`Previous`} rel="prev" />
          <Neighbour link={data.next} label={t`Next`} rel="next" />
        </nav>
      )}
    </main>
  );
}

/** A link to the article before or after this one in its category (an empty cell at an end). */
function Neighbour({
  link,
  label,
  rel,
}: {
  link: ArticleLink | null;
  label: string;
  rel: 'prev' | 'next';
}) {
  if (link === null) return <span />;
  return (
    <Link
      to="/article/detail"
      search={{ article_id: link.id }}
      rel={rel}
      className={styles.neighbour}
      data-rel={rel}
    >
      <span className={styles.neighbourLabel}>{label}</span>
      <span className={styles.neighbourTitle} dir="auto">
        {link.title}
      </span>
    </Link>
  );
}
