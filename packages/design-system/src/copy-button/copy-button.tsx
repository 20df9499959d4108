import { useEffect, useRef, useState } from 'react';
import { COPY_TEXT_MAX, truncateText } from '../format/truncate-text.ts';
import styles from './copy-button.module.css';

/** What the button shows: ready, just copied, or the copy failed. */
export type CopyState = 'idle' | 'copied' | 'failed';

/** Props of {@link CopyButton}. */
export interface CopyButtonProps {
  /** The full text put on the clipboard (an address, a UID, a TxID). */
  text: string;
  /** Show the text beside the button, cut to `maxLength` characters. */
  showText?: boolean;
  /** Characters of `text` shown before an ellipsis; 150 by default (SPEC.md section 9). */
  maxLength?: number;
  /** Accessible name of the button; translate in the app. */
  label?: string;
  /** Shown and announced after a successful copy. */
  copiedMessage?: string;
  /** Shown and announced when the clipboard refused the text. */
  failedMessage?: string;
  /** Called after the text reached the clipboard (the app toasts its success message). */
  onCopied?: (text: string) => void;
  /** Called when the copy failed (the app toasts its failure message). */
  onFailed?: (error: unknown) => void;
  /** How long the copied/failed state stays before the button is ready again, in ms. */
  resetAfterMs?: number;
  /** Clipboard writer; `navigator.clipboard.writeText` by default. Injected by tests and stories. */
  writeText?: (text: string) => Promise<void>;
}

function clipboardWrite(text: string): Promise<void> {
  // navigator.clipboard is missing on insecure origins; treat that as a failure, not a crash.
  if (typeof navigator === 'undefined' || !('clipboard' in navigator)) {
    return Promise.reject(new Error('Clipboard is unavailable'));
  }
  return navigator.clipboard.writeText(text);
}

/**
 * Copies text to the clipboard and says whether it worked (SPEC.md section 8: "Copy to
 * clipboard: success or failed message"), both visibly and to screen readers.
 *
 * @example
 * <CopyButton text={user.id} showText label={t`Copy UID`} copiedMessage={t`Copied`}
 *   onCopied={() => toast(t`Copied`)} onFailed={() => toast(t`Copy failed`)} />
 */
export function CopyButton({
  text,
  showText = false,
  maxLength = COPY_TEXT_MAX,
  label = 'Copy',
  copiedMessage = 'Copied',
  failedMessage = 'Copy failed',
  onCopied,
  onFailed,
  resetAfterMs = 2000,
  writeText = clipboardWrite,
}: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle');
  // A click after unmount (or a slow clipboard) must not set state on a dead component.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => {
      setState('idle');
    }, resetAfterMs);
    return () => {
      clearTimeout(timer);
    };
  }, [state, resetAfterMs]);

  const copy = () => {
    writeText(text).then(
      () => {
        if (!mounted.current) return;
        setState('copied');
        onCopied?.(text);
      },
      (error: unknown) => {
        if (!mounted.current) return;
        setState('failed');
        onFailed?.(error);
      },
    );
  };

  const message = messageFor(state, copiedMessage, failedMessage);

  return (
    <span className={styles.root} data-state={state}>
      {showText ? (
        <span className={styles.text} title={text}>
          {truncateText(text, maxLength)}
        </span>
      ) : null}
      <button type="button" className={styles.button} aria-label={label} onClick={copy}>
        <CopyIcon state={state} />
      </button>
      <span className={styles.message} role="status">
        {message}
      </span>
    </span>
  );
}

function messageFor(state: CopyState, copied: string, failed: string): string {
  switch (state) {
    case 'idle':
      return '';
    case 'copied':
      return copied;
    case 'failed':
      return failed;
    default:
      return state satisfies never;
  }
}

function CopyIcon({ state }: { state: CopyState }) {
  const path =
    state === 'copied'
      ? 'M3 8.5l3 3 7-7'
      : state === 'failed'
        ? 'M4 4l8 8M12 4l-8 8'
        : 'M5 5V3h8v8h-2M3 5h8v8H3z';
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  );
}
