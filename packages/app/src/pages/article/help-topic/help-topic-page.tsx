import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { HelpTopic } from '@exchange/api';
import { EmptyState, TextInput } from '@exchange/design-system';
import { useCategoryArticles } from '../../../queries/article.query.ts';
import { LoadFailed, LoadingRows } from '../article-states.tsx';
import { filterQuestions, HELP_TOPICS } from './help-topic.ts';
import { HelpQuestion, questionElementId } from './help-question.tsx';
import styles from './help-topic-page.module.css';

export interface HelpTopicPageProps {
  topic: HelpTopic;
  /** A question's slug from `?q=`: opened and scrolled to once the questions are in. */
  question?: string | undefined;
}

const SKELETON_ROWS = 5;

/**
 * /finance/help, /subscribe/help and /c2c/help (issues 21 and 22): the topic's questions and
 * answers from the server's articles (its category, in the page's language) as an accordion,
 * with a filter over the questions, links back to the product and to the help centre, and the
 * loading, error and empty states.
 */
export function HelpTopicPage({ topic, question }: HelpTopicPageProps) {
  const { t, i18n } = useLingui();
  const info = HELP_TOPICS[topic];
  const questions = useCategoryArticles(info.category);
  const [filter, setFilter] = useState('');
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const list = questions.data?.list;
  const linked = question === undefined ? undefined : list?.find((item) => item.slug === question);
  const scrolledTo = useRef<number | null>(null);

  useEffect(() => {
    if (linked === undefined || scrolledTo.current === linked.id) return;
    scrolledTo.current = linked.id;
    setOpen((current) => new Set(current).add(linked.id));
    document.getElementById(questionElementId(linked.slug))?.scrollIntoView({ block: 'start' });
  }, [linked]);

  const toggle = (id: number) => {
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  };

  const shown = list === undefined ? [] : filterQuestions(list, filter, i18n.locale);
  const title = i18n._(info.title);
  const productTitle = i18n._(info.productTitle);

  return (
    <main className={styles.page}>
      <div className={styles.heading}>
        <h1 className={styles.title}>{title}</h1>
        <nav className={styles.links} aria-label={t`Related pages`}>
          <Link to={info.productPath} className={styles.link}>
            {t`Back to ${productTitle}`}
          </Link>
          <Link to="/article/list" search={{ category: info.category }} className={styles.link}>
            {t`Help centre`}
          </Link>
        </nav>
      </div>
      {list === undefined ? (
        questions.isError ? (
          <LoadFailed
            message={t`The questions could not be loaded.`}
            retrying={questions.isFetching}
            onRetry={() => void questions.refetch()}
          />
        ) : (
          <LoadingRows
            label={<Trans>Loading the questions…</Trans>}
            rows={SKELETON_ROWS}
            listClassName={styles.list}
            rowClassName={styles.skeleton}
          />
        )
      ) : list.length === 0 ? (
        <EmptyState
          title={t`No questions here yet`}
          description={t`The help centre may have what you are looking for.`}
        />
      ) : (
        <>
          <div className={styles.filter}>
            <TextInput
              type="search"
              label={t`Filter questions`}
              value={filter}
              onChange={(event) => {
                setFilter(event.target.value);
              }}
              autoComplete="off"
            />
          </div>
          {shown.length === 0 ? (
            <EmptyState size="compact" title={t`No question matches “${filter.trim()}”`} />
          ) : (
            <ul className={styles.list} aria-label={t`Questions`}>
              {shown.map((item) => (
                <HelpQuestion
                  key={item.id}
                  question={item}
                  open={open.has(item.id)}
                  onToggle={() => {
                    toggle(item.id);
                  }}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </main>
  );
}
