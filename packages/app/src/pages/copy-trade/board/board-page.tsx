import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { COPY_PERIODS } from '@exchange/api';
import { EmptyState, Field, Select, TextInput, VISUALLY_HIDDEN } from '@exchange/design-system';
import { callErrorMessage } from '../../../errors/call-error-message.ts';
import { PAGE_TITLES } from '../../../shell/page-titles.ts';
import { LoadFailed } from '../../assets/shared/load-failed.tsx';
import { RecordsPager } from '../../assets/records/records-pager.tsx';
import { useCopyLeaders } from '../shared/copy-trade.query.ts';
import { PERIOD_LABELS } from '../shared/leader-format.ts';
import {
  BOARD_SEARCH_MAX,
  boardFilterOf,
  LEADER_SORTS,
  type CopyBoardSearch,
  type LeaderSort,
} from './board-search.ts';
import { LeaderCard } from './leader-card.tsx';
import styles from './board.module.css';

/** How long the search box waits after the last key before it searches. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Props of {@link CopyBoardPage}: the URL's search and how to change it. */
export interface CopyBoardPageProps {
  search: CopyBoardSearch;
  onSearchChange: (next: CopyBoardSearch) => void;
}

/** The search box: typed text reaches the URL once typing pauses. */
function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useLingui();
  const [text, setText] = useState(value);
  const search = useRef(onSearch);
  useEffect(() => {
    search.current = onSearch;
  });
  // What this box last sent: a URL change from elsewhere (back, a link) replaces the text, the
  // box's own answer does not (the user may have typed on meanwhile).
  const sent = useRef(value);
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(value);
  }, [value]);
  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => {
      sent.current = text.trim();
      search.current(text.trim());
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [text, value]);
  return (
    <TextInput
      label={t`Search lead traders`}
      type="search"
      value={text}
      maxLength={BOARD_SEARCH_MAX}
      placeholder={t`Nickname`}
      onChange={(event) => {
        setText(event.target.value);
      }}
    />
  );
}

/**
 * /copy-trade (issue 24, SPEC §2): the lead traders ranked over 7, 30 or 90 days by return,
 * PnL, win rate, followers, assets under copy or max drawdown, searchable by nickname; period,
 * ranking, search and page live in the URL. Each card opens the trader's profile and offers
 * Copy; links lead to becoming a lead trader and to the caller's copies.
 */
export function CopyBoardPage({ search, onSearchChange }: CopyBoardPageProps) {
  const { t, i18n } = useLingui();
  const filter = boardFilterOf(search);
  const leaders = useCopyLeaders(filter);
  const change = (next: CopyBoardSearch) => {
    onSearchChange({ ...search, page: undefined, ...next });
  };
  const sortLabels: Record<LeaderSort, string> = {
    roi: t`ROI`,
    pnl: t`PnL`,
    win_rate: t`Win rate`,
    followers: t`Followers`,
    aum: t`Assets under copy`,
    max_drawdown: t`Max drawdown`,
  };
  const state = leaders.isPending
    ? 'loading'
    : leaders.isError
      ? 'error'
      : leaders.data.list.length === 0
        ? 'empty'
        : 'ready';
  return (
    <main className={styles.page} data-state={state}>
      <div className={styles.header}>
        <div className={styles.intro}>
          <h1 className={styles.title}>{i18n._(PAGE_TITLES.copyTrading)}</h1>
          <p className={styles.lead}>
            {t`Follow experienced futures traders: their trades are copied into your account in proportion.`}
          </p>
        </div>
        <nav className={styles.links} aria-label={t`Copy trading`}>
          <Link to="/copy-trade/order" className={styles.secondaryLink}>
            {t`My copies`}
          </Link>
          <Link to="/copy-trade/apply" className={styles.primaryLink}>
            {t`Become a lead trader`}
          </Link>
        </nav>
      </div>
      <div className={styles.controls}>
        <div role="group" aria-label={t`Period`} className={styles.periods}>
          {COPY_PERIODS.map((period) => (
            <button
              key={period}
              type="button"
              className={styles.period}
              aria-pressed={filter.period === period}
              onClick={() => {
                change({ period: period === '30d' ? undefined : period });
              }}
            >
              {i18n._(PERIOD_LABELS[period])}
            </button>
          ))}
        </div>
        <Field label={t`Sort by`}>
          {(control) => (
            <Select
              id={control.id}
              size="sm"
              value={filter.sort}
              options={LEADER_SORTS.map((sort) => ({ value: sort, label: sortLabels[sort] }))}
              onChange={(sort) => {
                change({ sort: sort === 'roi' ? undefined : sort });
              }}
            />
          )}
        </Field>
        <SearchBox
          value={search.search ?? ''}
          onSearch={(text) => {
            change({ search: text === '' ? undefined : text });
          }}
        />
      </div>
      {leaders.isPending ? (
        <>
          <p role="status" className={VISUALLY_HIDDEN}>
            {t`Loading lead traders…`}
          </p>
          <ul className={styles.grid} aria-hidden="true">
            {Array.from({ length: 6 }, (_, index) => (
              <li key={index} className={styles.skeleton} />
            ))}
          </ul>
        </>
      ) : leaders.isError ? (
        <LoadFailed
          message={callErrorMessage(leaders.error, i18n).text}
          onRetry={() => void leaders.refetch()}
        />
      ) : leaders.data.list.length === 0 ? (
        <EmptyState
          title={t`No lead traders match`}
          description={
            search.search === undefined
              ? t`No one leads copy trading yet.`
              : t`Try another nickname or clear the search.`
          }
        />
      ) : (
        <>
          <ul className={styles.grid} aria-label={t`Lead traders`}>
            {leaders.data.list.map((leader) => (
              <li key={leader.id}>
                <LeaderCard leader={leader} />
              </li>
            ))}
          </ul>
          <RecordsPager
            page={leaders.data}
            label={t`Lead trader pages`}
            onPageChange={(page) => {
              onSearchChange({ ...search, page: page === 1 ? undefined : page });
            }}
          />
        </>
      )}
    </main>
  );
}
