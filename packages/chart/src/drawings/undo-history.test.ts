import { describe, expect, it } from 'vitest';
import { record, redo, startHistory, undo, UNDO_LIMIT } from './undo-history.ts';

describe('undo history', () => {
  it('undoes and redoes edits in order', () => {
    let h = startHistory<string[]>([]);
    h = record(h, ['a']);
    h = record(h, ['a', 'b']);
    h = undo(h);
    expect(h.present).toEqual(['a']);
    h = undo(h);
    expect(h.present).toEqual([]);
    expect(undo(h)).toBe(h);
    h = redo(h);
    expect(h.present).toEqual(['a']);
  });

  it('forgets the redo branch after a new edit', () => {
    let h = record(record(startHistory(0), 1), 2);
    h = record(undo(h), 3);
    expect(redo(h)).toBe(h);
    expect(h.present).toBe(3);
  });

  it('keeps at most UNDO_LIMIT past states', () => {
    let h = startHistory(0);
    for (let i = 1; i <= UNDO_LIMIT + 10; i++) h = record(h, i);
    expect(h.past).toHaveLength(UNDO_LIMIT);
  });
});
