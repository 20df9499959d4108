import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import type { DrawingTools } from '../drawings/use-drawing-tools.ts';

/**
 * The chart's shortcuts (issue 6): Ctrl/⌘+Z undo, Ctrl/⌘+Shift+Z and Ctrl/⌘+Y redo, Escape
 * cancels a drawing, Delete/Backspace removes the selected one. Keys typed into a field or a
 * dialog, or outside the chart (but on the page body), are left alone.
 */
export function useChartKeyboard(
  rootRef: RefObject<HTMLElement | null>,
  drawings: DrawingTools,
): void {
  // ---- keyboard (issue 6: undo/redo, Escape, Delete) ----
  const keyHandler = useRef<(event: KeyboardEvent) => void>(() => undefined);
  useEffect(() => {
    keyHandler.current = (event) => {
      const target = event.target;
      if (target instanceof Element) {
        if (target.closest('input, textarea, select, [role="dialog"], [contenteditable="true"]'))
          return;
        const inside = rootRef.current?.contains(target) ?? false;
        if (!inside && target !== document.body) return;
      }
      const mod = event.ctrlKey || event.metaKey;
      if (mod && event.key.toLowerCase() === 'z') {
        if (event.shiftKey) drawings.redo();
        else drawings.undo();
        event.preventDefault();
      } else if (mod && event.key.toLowerCase() === 'y') {
        drawings.redo();
        event.preventDefault();
      } else if (event.key === 'Escape') {
        if (drawings.cancelDrawing()) event.preventDefault();
      } else if (event.key === 'Delete' || event.key === 'Backspace') {
        if (drawings.removeSelected()) event.preventDefault();
      }
    };
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      keyHandler.current(event);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  }, []);
}
