import { useEffect, useRef, useState } from 'react';
import { DIALOG_WIDTHS, List, Modal, TextInput } from '@exchange/design-system';
import type { Translate } from '../i18n/translate.ts';
import { DialogTheme } from './dialog-theme.tsx';
import { symbolLabel } from '../symbol-label.ts';
import type { ChartSymbol } from '../symbol-label.ts';
import type { ChartTheme, Datafeed } from '../types.ts';
import styles from './dialogs.module.css';

/** Typing pauses this long before a search goes to the datafeed. */
export const SYMBOL_SEARCH_DEBOUNCE_MS = 300;

/** Props of {@link SymbolSearchDialog}. */
export interface SymbolSearchDialogProps {
  t: Translate;
  /** The chart's theme, which the dialog follows whatever the page's (see DialogTheme). */
  theme: ChartTheme;
  datafeed: Datafeed;
  current: ChartSymbol;
  onSelect: (symbol: ChartSymbol) => void;
  onClose: () => void;
}

/**
 * Symbol search (SPEC.md section 2): a debounced query to `datafeed.searchSymbols`, results in a
 * keyboard-navigable list; only the latest query's answer is shown.
 */
export function SymbolSearchDialog({
  t,
  theme,
  datafeed,
  current,
  onSelect,
  onClose,
}: SymbolSearchDialogProps) {
  const [text, setText] = useState('');
  const [results, setResults] = useState<readonly ChartSymbol[]>([]);
  // A trader opens the search to type: the field, not the close icon, takes focus.
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      datafeed.searchSymbols(text).then(
        (found) => {
          if (live) setResults(found);
        },
        () => {
          if (live) setResults([]);
        },
      );
    }, SYMBOL_SEARCH_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [datafeed, text]);

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('symbol_search')}
      width={DIALOG_WIDTHS.symbolSearch}
      closeLabel={t('close')}
      initialFocus={input}
    >
      <DialogTheme theme={theme} />
      <div className={styles.stack}>
        <TextInput
          ref={input}
          label={t('symbol_code')}
          value={text}
          autoComplete="off"
          onChange={(event) => {
            setText(event.target.value);
          }}
        />
        <List
          aria-label={t('symbol_search')}
          items={results}
          getKey={(s) => s.ticker}
          selectedKey={current.ticker}
          itemHeight={44}
          onSelect={onSelect}
          empty={<p className={styles.empty}>{t('no_data')}</p>}
          renderItem={(s) => (
            <span className={styles.symbolRow}>
              {s.logo ? <img src={s.logo} alt="" width={20} height={20} /> : null}
              <strong>{symbolLabel(s)}</strong>
              <span className={styles.muted}>{s.name ?? ''}</span>
              <span className={styles.muted}>{s.exchange ?? ''}</span>
            </span>
          )}
        />
      </div>
    </Modal>
  );
}
