import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ArticleSummary } from '@exchange/api';
import { Button, formatDateTime, Num, VISUALLY_HIDDEN } from '@exchange/design-system';
import { useDateTimeOptions } from '../../trading/use-date-time-options.ts';
import { ANNOUNCEMENT_COUNT } from './home-queries.ts';
import styles from './home-page.module.css';

export type HomeAnnouncementsState = 'loading' | 'error' | 'empty' | 'ready';

export interface HomeAnnouncementsProps {
  state: HomeAnnouncementsState;
  articles: readonly ArticleSummary[];
  onRetry: () => void;
  retrying: boolean;
}

/** The newest announcements, each a link to its article; placeholders keep their room. */
export function HomeAnnouncements({ state, articles, onRetry, retrying }: HomeAnnouncementsProps) {
  const { t } = useLingui();
  const dateTime = useDateTimeOptions();
  return (
    <section className={styles.news} aria-labelledby="home-news-title" data-state={state}>
      <h2 id="home-news-title" className={styles.sectionTitle}>
        <Trans>Announcements</Trans>
      </h2>
      {state === 'ready' ? (
        <ul className={styles.newsList}>
          {articles.map((article) => (
            <li key={article.id}>
              <Link
                to="/article/detail"
                search={{ article_id: article.id }}
                className={styles.newsLink}
              >
                <span className={styles.newsTitle}>{article.title}</span>
                <time
                  className={styles.newsDate}
                  dateTime={new Date(article.created_at).toISOString()}
                >
                  <Num>{formatDateTime(article.created_at, dateTime)}</Num>
                </time>
              </Link>
            </li>
          ))}
        </ul>
      ) : state === 'loading' ? (
        <div aria-busy="true">
          <p className={VISUALLY_HIDDEN} role="status">
            <Trans>Loading announcements…</Trans>
          </p>
          <ul className={styles.newsList} aria-hidden="true">
            {Array.from({ length: ANNOUNCEMENT_COUNT }, (_, index) => (
              <li key={index} className={styles.newsSkeleton} />
            ))}
          </ul>
        </div>
      ) : state === 'empty' ? (
        <p className={styles.newsStatus}>{t`No announcements yet.`}</p>
      ) : (
        <div role="alert" className={styles.newsStatus}>
          <p>
            <Trans>The announcements could not be loaded.</Trans>
          </p>
          <Button variant="secondary" size="sm" loading={retrying} onClick={onRetry}>
            <Trans>Retry</Trans>
          </Button>
        </div>
      )}
    </section>
  );
}
