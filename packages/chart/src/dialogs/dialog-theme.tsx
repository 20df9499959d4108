import { useCallback } from 'react';
import type { ChartTheme } from '../types.ts';

/** The element directly under <body> that holds `node` (a Radix portal's root), if any. */
function portalRoot(node: Element): Element | null {
  let current = node;
  while (current.parentElement && current.parentElement !== document.body)
    current = current.parentElement;
  return current.parentElement === document.body ? current : null;
}

/**
 * Gives the dialog it is rendered in the chart's `theme`. The design-system Modal portals into
 * <body>, out of the chart root's `data-theme`, so a light chart on a dark page would otherwise
 * show dark dialogs. It themes the dialog, its overlay (Radix mounts it just before the content)
 * and any popup a control of the dialog owns through `aria-controls` (the settings' Select
 * portals its list into <body> too), for as long as the dialog is open.
 *
 * @example <Modal open title={t('timezone')}><DialogTheme theme={theme} />…</Modal>
 */
export function DialogTheme({ theme }: { theme: ChartTheme }) {
  const ref = useCallback(
    (marker: HTMLSpanElement | null) => {
      const dialog = marker?.closest('[role="dialog"]');
      if (!dialog) return undefined;
      const apply = () => {
        dialog.setAttribute('data-theme', theme);
        const overlay = dialog.previousElementSibling;
        if (overlay?.hasAttribute('data-state') === true && !overlay.hasAttribute('role'))
          overlay.setAttribute('data-theme', theme);
        for (const control of dialog.querySelectorAll('[aria-controls]')) {
          const id = control.getAttribute('aria-controls');
          const popup = id === null || id === '' ? null : document.getElementById(id);
          if (popup && !dialog.contains(popup))
            portalRoot(popup)?.setAttribute('data-theme', theme);
        }
      };
      apply();
      const observer = new MutationObserver(apply);
      observer.observe(document.body, { childList: true });
      return () => {
        observer.disconnect();
      };
    },
    [theme],
  );
  return <span ref={ref} hidden />;
}
