/** Toasts last this long (SPEC.md sections 8 and 9). */
export const TOAST_DURATION_MS = 2000;

/** What a toast says about itself; `error` toasts are announced assertively. */
export type ToastTone = 'info' | 'success' | 'warning' | 'error';

/** One visible toast. */
export interface ToastItem {
  readonly id: number;
  readonly message: string;
  readonly tone: ToastTone;
}

/** Timer functions, injectable so tests move time without waiting. */
export interface ToastTimers {
  set: (callback: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
}

/** Options of {@link createToaster}. */
export interface ToasterOptions {
  duration?: number;
  timers?: ToastTimers;
}

/** An imperative toast store: call it from event handlers, error catalogues, anywhere. */
export interface Toaster {
  /** Shows a message, or restarts the timer of the same message already showing. Returns its id. */
  show: (message: string, tone?: ToastTone) => number;
  info: (message: string) => number;
  success: (message: string) => number;
  warning: (message: string) => number;
  error: (message: string) => number;
  dismiss: (id: number) => void;
  /** The visible toasts, oldest first; a new array after each change (for useSyncExternalStore). */
  getSnapshot: () => readonly ToastItem[];
  subscribe: (listener: () => void) => () => void;
}

const browserTimers: ToastTimers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => {
    clearTimeout(handle as ReturnType<typeof setTimeout>);
  },
};

/**
 * Create a toast store. Toasts are grouped (SPEC.md section 8): showing a message that is
 * already visible with the same tone does not stack a second copy, it restarts the first
 * one's 2000 ms. Create one per app and hand it to `<ToastProvider toaster={…}>`; there is no
 * module-level singleton, so tests and Storybook stories never share toasts.
 *
 * @example
 * const toaster = createToaster();
 * toaster.error('Login expired');
 */
export function createToaster({
  duration = TOAST_DURATION_MS,
  timers = browserTimers,
}: ToasterOptions = {}): Toaster {
  let items: readonly ToastItem[] = [];
  let nextId = 1;
  const handles = new Map<number, unknown>();
  const listeners = new Set<() => void>();

  const emit = () => {
    for (const listener of listeners) listener();
  };

  const dismiss = (id: number) => {
    const handle = handles.get(id);
    if (handle !== undefined) timers.clear(handle);
    handles.delete(id);
    const remaining = items.filter((item) => item.id !== id);
    if (remaining.length === items.length) return;
    items = remaining;
    emit();
  };

  const arm = (id: number) => {
    const previous = handles.get(id);
    if (previous !== undefined) timers.clear(previous);
    handles.set(
      id,
      timers.set(() => {
        dismiss(id);
      }, duration),
    );
  };

  const show = (message: string, tone: ToastTone = 'info') => {
    const visible = items.find((item) => item.message === message && item.tone === tone);
    if (visible !== undefined) {
      arm(visible.id);
      return visible.id;
    }
    const id = nextId;
    nextId += 1;
    items = [...items, { id, message, tone }];
    arm(id);
    emit();
    return id;
  };

  return {
    show,
    info: (message) => show(message, 'info'),
    success: (message) => show(message, 'success'),
    warning: (message) => show(message, 'warning'),
    error: (message) => show(message, 'error'),
    dismiss,
    getSnapshot: () => items,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
