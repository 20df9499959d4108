import type { KeyboardEvent } from 'react';
import { useDocumentDirection } from '../direction/use-document-direction.ts';
import { paginationItems } from './pagination-items.ts';
import styles from './pagination.module.css';

/** Props of {@link Pagination}. */
export interface PaginationProps {
  /** The current page, counted from 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Pages shown either side of the current one; 1 by default. */
  siblings?: number;
  /** Accessible name of the navigation landmark; translate in the app. */
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
  /** Accessible name of a page button, e.g. `(n) => t\`Page ${n}\``. */
  pageLabel?: (page: number) => string;
}

const defaultPageLabel = (page: number) => `Page ${page}`;

/**
 * Page buttons with previous/next and ellipses; the current page carries `aria-current="page"`.
 * Left/right arrows move focus along the buttons (mirrored right-to-left), Home/End jump to the
 * first/last button.
 *
 * @example <Pagination page={page} pageCount={42} onPageChange={setPage} label={t`Order pages`} />
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  siblings = 1,
  label = 'Pagination',
  previousLabel = 'Previous page',
  nextLabel = 'Next page',
  pageLabel = defaultPageLabel,
}: PaginationProps) {
  const dir = useDocumentDirection();
  const items = paginationItems(page, pageCount, siblings);
  const current = Math.min(Math.max(1, page), Math.max(1, pageCount));

  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= pageCount) onPageChange(target);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const buttons = Array.from(
      event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)'),
    );
    const index = buttons.findIndex((button) => button === document.activeElement);
    if (index === -1) return;
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    let target: HTMLButtonElement | undefined;
    if (event.key === forward) target = buttons[Math.min(index + 1, buttons.length - 1)];
    else if (event.key === backward) target = buttons[Math.max(index - 1, 0)];
    else if (event.key === 'Home') target = buttons[0];
    else if (event.key === 'End') target = buttons[buttons.length - 1];
    else return;
    event.preventDefault();
    target?.focus();
  };

  if (pageCount < 1) return null;

  return (
    <nav aria-label={label} className={styles.root}>
      {/* The list only routes arrow keys between its buttons, which stay the interactive parts. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- keydown is delegated from the buttons inside */}
      <ul className={styles.list} onKeyDown={onKeyDown}>
        <li>
          <button
            type="button"
            className={styles.button}
            aria-label={previousLabel}
            disabled={current <= 1}
            onClick={() => {
              go(current - 1);
            }}
          >
            <Chevron flip={dir === 'ltr'} />
          </button>
        </li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={styles.button}
                aria-label={pageLabel(item)}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => {
                  go(item);
                }}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.button}
            aria-label={nextLabel}
            disabled={current >= pageCount}
            onClick={() => {
              go(current + 1);
            }}
          >
            <Chevron flip={dir === 'rtl'} />
          </button>
        </li>
      </ul>
    </nav>
  );
}

/** A ">" chevron; flipped it points "<". */
function Chevron({ flip }: { flip: boolean }) {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path
        d={flip ? 'M10 3L5 8l5 5' : 'M6 3l5 5-5 5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
    </svg>
  );
}
