import type { Chart } from 'klinecharts';

/** klinecharts' distance (px, |dx| + |dy|) past which a press is a drag, not a click or tap. */
const CLICK_SLOP = 5;

interface Press {
  kind: 'mouse' | 'touch';
  /** The drawing in progress when the press began, and its step then. */
  id: string;
  step: number | null;
  clientX: number;
  clientY: number;
  origin: EventTarget;
  moved: boolean;
}

/** A touch event klinecharts can read (it reads `touches`, `changedTouches` and coordinates). */
function touchEvent(type: 'touchstart' | 'touchend', press: Press): Event {
  const touch = {
    // Real touches have identifiers from 0 up; klinecharts only matches the start to the end.
    identifier: -1,
    target: press.origin,
    clientX: press.clientX,
    clientY: press.clientY,
    pageX: press.clientX + window.scrollX,
    pageY: press.clientY + window.scrollY,
    screenX: press.clientX,
    screenY: press.clientY,
  };
  const event = new Event(type, { bubbles: true, cancelable: true, composed: true });
  const touches = type === 'touchstart' ? [touch] : [];
  Object.defineProperties(event, {
    touches: { value: touches },
    targetTouches: { value: touches },
    changedTouches: { value: [touch] },
  });
  return event;
}

function replay(press: Press): void {
  if (press.kind === 'touch') {
    press.origin.dispatchEvent(touchEvent('touchstart', press));
    press.origin.dispatchEvent(touchEvent('touchend', press));
    return;
  }
  const init = {
    bubbles: true,
    cancelable: true,
    composed: true,
    clientX: press.clientX,
    clientY: press.clientY,
    button: 0,
  };
  press.origin.dispatchEvent(new MouseEvent('mousedown', { ...init, buttons: 1 }));
  press.origin.dispatchEvent(new MouseEvent('mouseup', { ...init, buttons: 0 }));
}

/**
 * klinecharts reads a press ending within 500 ms of the previous press as the second half of a
 * double-click, and drops it when the two are apart (over 5 px for a mouse, 30 px for a finger):
 * neither click nor double-click. Placing a drawing's points briskly would lose points. While a
 * drawing is in progress, this watches each click or tap on the chart and, when klinecharts did
 * not take it (the drawing's step did not move), plays it once more: klinecharts has reset its
 * double-click state by then, so the replay counts as a first click at the same place.
 *
 * Returns the function that stops watching.
 *
 * @example useEffect(() => (chart ? replayDroppedTaps(chart, () => drawingId.current) : undefined), [chart]);
 */
export function replayDroppedTaps(chart: Chart, inProgress: () => string | null): () => void {
  const container = chart.getDom();
  if (!container) return () => undefined;
  const stepOf = (id: string) => chart.getOverlays({ id })[0]?.currentStep ?? null;
  let press: Press | null = null;
  let replaying = false;

  const onPointerDown = (event: PointerEvent) => {
    const id = inProgress();
    press =
      replaying || id === null || !event.isPrimary || event.button !== 0 || event.target === null
        ? null
        : {
            kind: event.pointerType === 'touch' ? 'touch' : 'mouse',
            id,
            step: stepOf(id),
            clientX: event.clientX,
            clientY: event.clientY,
            origin: event.target,
            moved: false,
          };
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!press) return;
    const distance =
      Math.abs(event.clientX - press.clientX) + Math.abs(event.clientY - press.clientY);
    if (distance >= CLICK_SLOP) press.moved = true;
  };
  // On window, so it runs after klinecharts' own mouseup/touchend listener on <html>.
  const onPressEnd = (event: Event) => {
    if (replaying || !press) return;
    // After a tap the browser may add compatibility mouse events: only the touch's end counts.
    if ((event.type === 'touchend') !== (press.kind === 'touch')) return;
    const done = press;
    press = null;
    if (done.moved || inProgress() !== done.id || stepOf(done.id) !== done.step) return;
    replaying = true;
    try {
      replay(done);
    } finally {
      replaying = false;
    }
  };

  container.addEventListener('pointerdown', onPointerDown, true);
  window.addEventListener('pointermove', onPointerMove, true);
  window.addEventListener('mouseup', onPressEnd);
  window.addEventListener('touchend', onPressEnd);
  return () => {
    container.removeEventListener('pointerdown', onPointerDown, true);
    window.removeEventListener('pointermove', onPointerMove, true);
    window.removeEventListener('mouseup', onPressEnd);
    window.removeEventListener('touchend', onPressEnd);
  };
}
