/** Past and future snapshots around the present one. */
export interface UndoHistory<T> {
  past: readonly T[];
  present: T;
  future: readonly T[];
}

/** How many edits can be undone; older ones are forgotten. */
export const UNDO_LIMIT = 100;

export const startHistory = <T>(present: T): UndoHistory<T> => ({ past: [], present, future: [] });

/**
 * Records a new present; a new edit clears what could be redone.
 *
 * @example record(startHistory([]), [line]).past // [[]]
 */
export function record<T>(history: UndoHistory<T>, next: T): UndoHistory<T> {
  return { past: [...history.past, history.present].slice(-UNDO_LIMIT), present: next, future: [] };
}

export function undo<T>(history: UndoHistory<T>): UndoHistory<T> {
  const previous = history.past[history.past.length - 1];
  if (previous === undefined) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
  };
}

export function redo<T>(history: UndoHistory<T>): UndoHistory<T> {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: rest };
}
