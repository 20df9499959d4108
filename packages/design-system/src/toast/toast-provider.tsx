import { createContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createToaster, type Toaster } from './toaster.ts';
import styles from './toast.module.css';

/** Carries the toaster to {@link useToast}; internal to the package (not in index.ts). */
export const ToasterContext = createContext<Toaster | null>(null);

/** Props of {@link ToastProvider}. */
export interface ToastProviderProps {
  /** The app's toaster, so code outside React (the API error catalogue) can toast too. */
  toaster?: Toaster;
  /** Accessible name of the toast region; pass the translation. */
  label?: string;
  children?: ReactNode;
}

/**
 * Shows the toasts of a toaster in a fixed region at the top of the page and hands the
 * toaster to {@link useToast}. Without a `toaster` prop it creates its own.
 *
 * @example
 * const toaster = createToaster();
 * <ToastProvider toaster={toaster}><App /></ToastProvider>
 */
export function ToastProvider({ toaster, label = 'Notifications', children }: ToastProviderProps) {
  const [ownToaster] = useState(() => toaster ?? createToaster());
  const active = toaster ?? ownToaster;
  const items = useSyncExternalStore(active.subscribe, active.getSnapshot, active.getSnapshot);
  return (
    <ToasterContext value={active}>
      {children}
      <section className={styles.viewport} aria-label={label}>
        {items.map((item) => (
          <div
            key={item.id}
            className={styles.toast}
            data-tone={item.tone}
            // Errors interrupt; everything else waits for the screen reader to finish.
            role={item.tone === 'error' ? 'alert' : 'status'}
          >
            <span className={styles.mark} aria-hidden="true" />
            {item.message}
          </div>
        ))}
      </section>
    </ToasterContext>
  );
}
