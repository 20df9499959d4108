// Real input for browser tests: Chromium's own pipeline through CDP (Input.dispatchTouchEvent,
// Input.dispatchMouseEvent), so the page sees pointer, touch and mouse events in the browser's
// order and timing, not hand-built events. For tests only.
import { cdp } from 'vitest/browser';

/**
 * CDP takes top-level page coordinates; a test runs in Vitest's iframe, which may be moved and
 * scaled inside the runner page: map a point of this frame's viewport up through every frame.
 */
function toTopPage(x: number, y: number): { x: number; y: number } {
  let point = { x, y };
  let view: Window = window;
  while (view.frameElement) {
    const frame = view.frameElement.getBoundingClientRect();
    const scale = frame.width / view.innerWidth;
    point = { x: frame.left + point.x * scale, y: frame.top + point.y * scale };
    if (view.parent === view) break;
    view = view.parent;
  }
  return point;
}

/** One touch event at (x, y) of this frame's viewport (touch emulation must be on). */
export async function touch(
  type: 'touchStart' | 'touchMove' | 'touchEnd',
  x: number,
  y: number,
): Promise<void> {
  await cdp().send('Input.dispatchTouchEvent', {
    type,
    touchPoints: type === 'touchEnd' ? [] : [toTopPage(x, y)],
  });
}

/** A finger tap at (x, y). */
export async function tap(x: number, y: number): Promise<void> {
  await touch('touchStart', x, y);
  await touch('touchEnd', x, y);
}

/** A left click at (x, y): press and release, no pause (as quick as a brisk hand). */
export async function click(x: number, y: number): Promise<void> {
  const at = toTopPage(x, y);
  await cdp().send('Input.dispatchMouseEvent', { type: 'mouseMoved', ...at });
  for (const type of ['mousePressed', 'mouseReleased'] as const)
    await cdp().send('Input.dispatchMouseEvent', { type, ...at, button: 'left', clickCount: 1 });
}

/** Turns Chromium's touch emulation on or off (a phone's touch screen). */
export async function emulateTouch(enabled: boolean): Promise<void> {
  await cdp().send('Emulation.setTouchEmulationEnabled', { enabled, maxTouchPoints: 5 });
}
