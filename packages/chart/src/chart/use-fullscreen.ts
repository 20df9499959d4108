import { useCallback, useEffect, useState } from 'react';
import type { RefObject } from 'react';

/**
 * Full screen for the parent of `ref`'s element (SPEC.md section 2), following the browser's
 * `fullscreenchange` events so Escape or the browser's own UI keep the button right.
 */
export function useFullscreen(ref: RefObject<HTMLElement | null>): {
  fullscreen: boolean;
  toggle: () => void;
} {
  const [fullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    const onChange = () => {
      const target = ref.current?.parentElement;
      setFullscreen(target != null && document.fullscreenElement === target);
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
    };
  }, [ref]);

  const toggle = useCallback(() => {
    const target = ref.current?.parentElement;
    if (!target) return;
    if (document.fullscreenElement === target) {
      void document.exitFullscreen().catch(() => undefined);
    } else {
      // Rejected without a user gesture or in frames without permission; the state stays as is.
      void target.requestFullscreen().catch(() => undefined);
    }
  }, [ref]);

  return { fullscreen, toggle };
}
