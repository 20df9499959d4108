import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ArticleSummary } from '@exchange/api';
import { Button, VISUALLY_HIDDEN } from '@exchange/design-system';
import { useArticle } from '../../../queries/article.query.ts';
import { ArticleBody } from '../body/article-body.tsx';
import styles from './help-topic-page.module.css';

export interface HelpQuestionProps {
  question: ArticleSummary;
  open: boolean;
  onToggle: () => void;
}

/** The element id of a question's item, the target of the `?q=<slug>` deep link. */
export const questionElementId = (slug: string) => `help-question-${slug}`;

/**
 * One question of a help topic as an accordion item: the question is the button (click, Enter
 * or Space), the answer's body loads the first time it opens.
 */
export function HelpQuestion({ question, open, onToggle }: HelpQuestionProps) {
  const id = useId();
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;
  return (
    <li id={questionElementId(question.slug)} className={styles.item} data-open={open}>
      <h2 className={styles.question}>
        <button
          type="button"
          id={buttonId}
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span className={styles.questionText} dir="auto">
            {question.title}
          </span>
          <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </button>
      </h2>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        className={styles.answer}
        hidden={!open}
      >
        {open ? <HelpAnswer id={question.id} /> : null}
      </div>
    </li>
  );
}

/** An answer's body, its loading lines or its error with a retry. */
function HelpAnswer({ id }: { id: number }) {
  const { t } = useLingui();
  const answer = useArticle(id);
  if (answer.data !== undefined) return <ArticleBody html={answer.data.content} />;
  if (answer.isError) {
    return (
      <div role="alert" className={styles.answerStatus}>
        <p>{t`The answer could not be loaded.`}</p>
        <Button
          variant="secondary"
          size="sm"
          loading={answer.isFetching}
          onClick={() => void answer.refetch()}
        >
          <Trans>Retry</Trans>
        </Button>
      </div>
    );
  }
  return (
    <div aria-busy="true" className={styles.answerSkeleton}>
      <p className={VISUALLY_HIDDEN} role="status">
        <Trans>Loading the answer…</Trans>
      </p>
      <span aria-hidden="true" />
      <span aria-hidden="true" />
    </div>
  );
}
