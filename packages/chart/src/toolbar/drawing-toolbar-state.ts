import type { MagnetKind, MagnetMode } from '@exchange/machines';

export type { MagnetKind };

/** What the left toolbar shows, read from the `drawingToolbarMachine` snapshot. */
export interface DrawingToolbarState {
  magnet: MagnetMode;
  /** What the magnet button turns on next: the last kind chosen. */
  lastMagnet: MagnetKind;
  locked: boolean;
  visible: boolean;
  /** The tool being drawn with, until its last point is placed or Escape. */
  activeTool: string | null;
}
