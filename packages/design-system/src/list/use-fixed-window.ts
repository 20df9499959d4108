import { useCallback, useRef, useState, type RefCallback } from 'react';

/** The rows to render, first and last inclusive; `end < start` when there is nothing to render. */
export interface WindowRange {
  start: number;
  end: number;
}

/** What {@link windowRange} needs to know about the list and its scroll position. */
export interface WindowGeometry {
  count: number;
  /** Every row's height in px: rows are never measured. */
  itemHeight: number;
  /** Rows rendered beyond each edge of the viewport, so a fast scroll shows no blank band. */
  overscan: number;
  scrollTop: number;
  /** The scroll element's inner height in px. */
  viewport: number;
}

/**
 * The rows a fixed-height list must render to fill its viewport, plus `overscan` on each side.
 * A stale `scrollTop` past the end (the list just lost rows) is clamped to the last full page.
 *
 * @example
 * windowRange({ count: 10_000, itemHeight: 32, overscan: 6, scrollTop: 3200, viewport: 320 });
 * // → { start: 94, end: 115 }: rows 100–109 are in view
 */
export function windowRange({
  count,
  itemHeight,
  overscan,
  scrollTop,
  viewport,
}: WindowGeometry): WindowRange {
  if (count <= 0 || itemHeight <= 0 || viewport <= 0) return { start: 0, end: -1 };
  const maxScrollTop = Math.max(0, count * itemHeight - viewport);
  const top = Math.min(Math.max(0, scrollTop), maxScrollTop);
  const firstVisible = Math.floor(top / itemHeight);
  const lastVisible = Math.min(count - 1, Math.ceil((top + viewport) / itemHeight) - 1);
  return {
    start: Math.max(0, firstVisible - overscan),
    end: Math.min(count - 1, lastVisible + overscan),
  };
}

/**
 * The scrollTop that brings row `index` fully into view with the least movement ("auto" align):
 * a row above the viewport goes to its top, a row below to its bottom, a row already fully in
 * view returns `undefined` (no scroll, so the list does not jump under the pointer).
 *
 * @example
 * scrollTopToReveal(20, 32, 0, 320); // → 352: row 20 becomes the last one in view
 */
export function scrollTopToReveal(
  index: number,
  itemHeight: number,
  scrollTop: number,
  viewport: number,
): number | undefined {
  const rowTop = index * itemHeight;
  if (rowTop < scrollTop) return rowTop;
  const rowBottom = rowTop + itemHeight;
  if (rowBottom > scrollTop + viewport) return rowBottom - viewport;
  return undefined;
}

/** Options of {@link useFixedWindow}. */
export interface FixedWindowOptions {
  count: number;
  itemHeight: number;
  overscan: number;
  /** The viewport height assumed until the scroll element is measured (its max height). */
  initialViewport: number;
}

/** What {@link useFixedWindow} gives the list. */
export interface FixedWindow<E extends HTMLElement> {
  /** Attach to the scroll element: it is measured, observed for resizes and listened to. */
  ref: RefCallback<E>;
  /** The rows to render now. */
  range: WindowRange;
  /** Height in px of the sizer that gives the scroll element its full scroll range. */
  totalSize: number;
  /** Scrolls only as far as needed to show row `index` whole, and renders it at once. */
  scrollToIndex: (index: number) => void;
}

/**
 * Windowing for a list whose rows all have the same height: only the rows in view (plus
 * overscan) are rendered, each to be placed at `translateY(index * itemHeight)` inside a sizer of
 * `totalSize`. Fixed heights make it arithmetic, so no virtualisation library is needed; the
 * chart widget's dialogs ship this instead of one (its bundle size is benchmarked).
 *
 * @example
 * const { ref, range, totalSize, scrollToIndex } = useFixedWindow<HTMLDivElement>({
 *   count: items.length, itemHeight: 32, overscan: 6, initialViewport: 320,
 * });
 */
export function useFixedWindow<E extends HTMLElement>({
  count,
  itemHeight,
  overscan,
  initialViewport,
}: FixedWindowOptions): FixedWindow<E> {
  const elementRef = useRef<E | null>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(initialViewport);

  // A callback ref rather than an effect: the list mounts its scroll element only once it has
  // items (it shows the empty state before), and the element must be measured when it appears.
  const ref = useCallback((element: E | null) => {
    elementRef.current = element;
    if (element === null) return;
    const onScroll = () => {
      setScrollTop(element.scrollTop);
    };
    // The height changes when the rows shrink below the max height (a narrowed search) or the
    // dialog around the list is resized.
    const measure = () => {
      setViewport(element.clientHeight);
      setScrollTop(element.scrollTop);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', onScroll);
      elementRef.current = null;
    };
  }, []);

  const scrollToIndex = useCallback(
    (index: number) => {
      const element = elementRef.current;
      if (element === null) return;
      // Read the live element, not state: this runs right after a render that may have moved it.
      const target = scrollTopToReveal(index, itemHeight, element.scrollTop, element.clientHeight);
      if (target === undefined) return;
      element.scrollTop = target;
      // The scroll event comes a frame later; render the row now so aria-activedescendant can
      // point at it in this very update. The browser clamps, hence the read back.
      setScrollTop(element.scrollTop);
    },
    [itemHeight],
  );

  return {
    ref,
    range: windowRange({ count, itemHeight, overscan, scrollTop, viewport }),
    totalSize: count * itemHeight,
    scrollToIndex,
  };
}
