import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@exchange/design-system';
import { ARTICLE_SEARCH_MAX } from './article-list-search.ts';
import styles from './article-list-page.module.css';

/** How long typing pauses before the search reaches the URL (and the server). */
export const SEARCH_DEBOUNCE_MS = 300;

export interface ArticleSearchBoxProps {
  /** The search in the URL. */
  value: string;
  /** The search after typing paused ('' clears it). */
  onSearch: (q: string) => void;
}

/** The help centre's search box: what is typed reaches the URL once typing pauses. */
export function ArticleSearchBox({ value, onSearch }: ArticleSearchBoxProps) {
  const { t } = useLingui();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const search = useEffectEvent(onSearch);

  // The URL changed without typing (a link, back and forward): show its search.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const q = text.trim();
    if (q === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = q;
      search(q);
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [text]);

  return (
    <div role="search" className={styles.search}>
      <TextInput
        type="search"
        label={t`Search the help centre`}
        value={text}
        maxLength={ARTICLE_SEARCH_MAX}
        autoComplete="off"
        onChange={(event) => {
          setText(event.target.value);
        }}
      />
    </div>
  );
}
