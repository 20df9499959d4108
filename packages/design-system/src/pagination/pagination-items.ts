/** One slot of a pagination bar: a page number or a gap. */
export type PaginationItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The slots of a pagination bar: always the first and last page, `siblings` pages either side of
 * the current one, and an ellipsis for each skipped run. A gap of a single page shows that page
 * instead of an ellipsis, so the bar keeps a constant width of `2 * siblings + 5` slots.
 *
 * @example paginationItems(6, 20) // [1, 'ellipsis-start', 5, 6, 7, 'ellipsis-end', 20]
 */
export function paginationItems(page: number, pageCount: number, siblings = 1): PaginationItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count === 0) return [];
  const current = Math.min(Math.max(1, Math.floor(page)), count);
  const slots = 2 * siblings + 5;
  if (count <= slots) return range(1, count);

  const left = Math.max(current - siblings, 1);
  const right = Math.min(current + siblings, count);
  const showStartGap = left > 3;
  const showEndGap = right < count - 2;

  if (!showStartGap) {
    // Near the start: 1 … (slots - 2) then gap then last.
    return [...range(1, slots - 2), 'ellipsis-end', count];
  }
  if (!showEndGap) {
    return [1, 'ellipsis-start', ...range(count - (slots - 3), count)];
  }
  return [1, 'ellipsis-start', ...range(left, right), 'ellipsis-end', count];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}
