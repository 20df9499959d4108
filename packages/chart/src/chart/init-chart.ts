import { init } from 'klinecharts';
import type { Chart, Options } from 'klinecharts';

/**
 * klinecharts' `init`, failing fast with the message SPEC.md section 8 names when there is no
 * container (klinecharts itself would return null and fail later, far from the cause).
 *
 * @example const chart = initChart(ref.current, { locale: 'en-US', styles: 'dark' });
 */
export function initChart(container: HTMLElement | null, options?: Options): Chart {
  if (container === null) throw new Error('Container is null');
  const chart = init(container, options);
  if (chart === null) throw new Error('Container is null');
  // klinecharts makes its event layer focusable with tabindex="1" (for its hotkeys), which jumps
  // the page's tab order (axe: tabindex). 0 keeps it reachable in document order.
  for (const el of container.querySelectorAll('[tabindex="1"]')) el.setAttribute('tabindex', '0');
  return chart;
}
