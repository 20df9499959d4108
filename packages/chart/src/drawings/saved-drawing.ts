import type { Chart, OverlayCreate, OverlayMode } from 'klinecharts';
import { DRAWING_GROUP_ID } from '../config/drawing-tools.ts';

/** A drawing as it is persisted and exported: enough to draw it again (SPEC.md section 3). */
export interface SavedDrawing {
  name: string;
  points: { timestamp?: number; value?: number }[];
  lock: boolean;
  visible: boolean;
  mode: OverlayMode;
}

/** The finished drawings of the drawing-tools group; one still being drawn is not an edit yet. */
export function snapshotDrawings(chart: Chart): SavedDrawing[] {
  return chart
    .getOverlays({ groupId: DRAWING_GROUP_ID })
    .filter(
      (overlay) => overlay.currentStep === -1 || overlay.points.length >= overlay.totalStep - 1,
    )
    .map((overlay) => ({
      name: overlay.name,
      points: overlay.points.map((p) => ({
        ...(p.timestamp === undefined ? {} : { timestamp: p.timestamp }),
        ...(p.value === undefined ? {} : { value: p.value }),
      })),
      lock: overlay.lock,
      visible: overlay.visible,
      mode: overlay.mode,
    }));
}

/** Replaces every drawing of the group with `drawings`, each wired to `events`. */
export function restoreDrawings(
  chart: Chart,
  drawings: readonly SavedDrawing[],
  events: Partial<OverlayCreate> = {},
): void {
  chart.removeOverlay({ groupId: DRAWING_GROUP_ID });
  for (const drawing of drawings) {
    chart.createOverlay({
      ...events,
      name: drawing.name,
      groupId: DRAWING_GROUP_ID,
      points: drawing.points.map((p) => ({ ...p })),
      lock: drawing.lock,
      visible: drawing.visible,
      mode: drawing.mode,
    });
  }
}
