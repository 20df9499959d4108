import { DRAWING_GROUP_ID, drawingToolbarMachine, isDrawingTool } from '@exchange/machines';
import { useActorRef, useSelector } from '@xstate/react';
import type { Chart, OverlayCreate } from 'klinecharts';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { DrawingToolbarState, MagnetKind } from '../toolbar/drawing-toolbar-state.ts';
import { replayDroppedTaps } from './replay-dropped-taps.ts';
import { restoreDrawings, snapshotDrawings } from './saved-drawing.ts';
import type { SavedDrawing } from './saved-drawing.ts';
import { record, redo as redoHistory, startHistory, undo as undoHistory } from './undo-history.ts';
import type { UndoHistory } from './undo-history.ts';

/** What {@link useDrawingTools} gives the chart. */
export interface DrawingTools {
  toolbar: DrawingToolbarState;
  chooseTool: (tool: string) => void;
  toggleMagnet: () => void;
  chooseMagnet: (kind: MagnetKind) => void;
  toggleLock: () => void;
  toggleVisibility: () => void;
  removeAll: () => void;
  undo: () => void;
  redo: () => void;
  /** Escape: drops the drawing in progress. */
  cancelDrawing: () => boolean;
  /** Delete: removes the selected drawing. */
  removeSelected: () => boolean;
  /** Adds a finished drawing from code (points given) as one undoable edit. */
  add: (overlay: OverlayCreate) => string | null;
  /** Replaces all drawings (persistence, import) and starts a fresh undo history. */
  load: (drawings: readonly SavedDrawing[]) => void;
}

/**
 * The drawing tools over a klinecharts instance: every drawing goes into one group (so
 * remove-all finds them all, unlike KLineChart Pro), takes the toolbar's lock, visibility and
 * magnet, and each finished edit is a step of undo/redo. `onChange` gets the drawings after
 * every edit, for persistence.
 */
export function useDrawingTools(
  chart: Chart | null,
  onChange: (drawings: SavedDrawing[]) => void,
): DrawingTools {
  const actor = useActorRef(drawingToolbarMachine);
  const magnet = useSelector(actor, (s) => s.value.magnet);
  const lastMagnet = useSelector(actor, (s) => s.context.lastMagnet);
  const locked = useSelector(actor, (s) => s.value.lock === 'locked');
  const visible = useSelector(actor, (s) => s.value.visibility === 'visible');
  const activeTool = useSelector(actor, (s) => s.context.tool);
  // One object per change, not per render: the toolbar re-renders only when it changes.
  const toolbar = useMemo<DrawingToolbarState>(
    () => ({ magnet, lastMagnet, locked, visible, activeTool }),
    [magnet, lastMagnet, locked, visible, activeTool],
  );
  const history = useRef<UndoHistory<SavedDrawing[]>>(startHistory([]));
  const drawingId = useRef<string | null>(null);
  const selectedId = useRef<string | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const commit = useCallback(() => {
    if (!chart) return;
    const drawings = snapshotDrawings(chart);
    history.current = record(history.current, drawings);
    onChangeRef.current(drawings);
  }, [chart]);

  const events = useCallback(
    (): Partial<OverlayCreate> => ({
      onPressedMoveEnd: () => {
        commit();
      },
      onSelected: ({ overlay }) => {
        selectedId.current = overlay.id;
      },
      onDeselected: ({ overlay }) => {
        if (selectedId.current === overlay.id) selectedId.current = null;
      },
    }),
    [commit],
  );

  const cancelDrawing = useCallback(() => {
    const id = drawingId.current;
    if (!chart || id === null) return false;
    drawingId.current = null;
    chart.removeOverlay({ id });
    actor.send({ type: 'tool.cancelled' });
    return true;
  }, [chart, actor]);

  const chooseTool = useCallback(
    (tool: string) => {
      if (!chart || !isDrawingTool(tool)) return;
      cancelDrawing();
      actor.send({ type: 'tool.selected', tool });
      const id = chart.createOverlay({
        ...events(),
        name: tool,
        groupId: DRAWING_GROUP_ID,
        lock: locked,
        visible,
        mode: magnet,
        onDrawEnd: () => {
          drawingId.current = null;
          // klinecharts reports the finished drawing, not each click: its points are all placed,
          // so the machine is told of the remaining ones (or of the end of an unlimited tool).
          for (let guard = 0; guard < 64 && actor.getSnapshot().context.tool !== null; guard++) {
            actor.send({
              type:
                actor.getSnapshot().context.pointsRemaining === null
                  ? 'tool.finished'
                  : 'tool.pointAdded',
            });
          }
          commit();
        },
      });
      drawingId.current = typeof id === 'string' ? id : null;
    },
    [chart, actor, cancelDrawing, commit, events, locked, visible, magnet],
  );

  // Brisk clicks or taps placing a drawing's points must not get lost (see replayDroppedTaps).
  useEffect(() => (chart ? replayDroppedTaps(chart, () => drawingId.current) : undefined), [chart]);

  // Lock, visibility and magnet apply to every drawing already made, not only to new ones.
  useEffect(() => {
    chart?.overrideOverlay({ groupId: DRAWING_GROUP_ID, lock: locked, visible, mode: magnet });
  }, [chart, locked, visible, magnet]);

  // The machine emits remove-all once per click, for the whole group (SPEC.md section 4).
  useEffect(() => {
    const subscription = actor.on('drawings.removeAll', ({ groupId }) => {
      if (!chart) return;
      drawingId.current = null;
      chart.removeOverlay({ groupId });
      commit();
    });
    return () => {
      subscription.unsubscribe();
    };
  }, [actor, chart, commit]);

  const restore = useCallback(
    (next: UndoHistory<SavedDrawing[]>) => {
      if (!chart) return;
      history.current = next;
      restoreDrawings(chart, next.present, events());
      onChangeRef.current(next.present);
    },
    [chart, events],
  );

  return {
    toolbar,
    chooseTool,
    toggleMagnet: () => {
      actor.send({ type: 'magnet.toggled' });
    },
    chooseMagnet: (kind) => {
      actor.send({ type: 'magnet.selected', mode: kind });
    },
    toggleLock: () => {
      actor.send({ type: 'lock.toggled' });
    },
    toggleVisibility: () => {
      actor.send({ type: 'visibility.toggled' });
    },
    removeAll: () => {
      actor.send({ type: 'drawings.removeAll' });
    },
    undo: () => {
      restore(undoHistory(history.current));
    },
    redo: () => {
      restore(redoHistory(history.current));
    },
    cancelDrawing,
    removeSelected: () => {
      const id = selectedId.current;
      if (!chart || id === null) return false;
      selectedId.current = null;
      chart.removeOverlay({ id });
      commit();
      return true;
    },
    add: (overlay) => {
      if (!chart) return null;
      const id = chart.createOverlay({ ...events(), groupId: DRAWING_GROUP_ID, ...overlay });
      commit();
      return typeof id === 'string' ? id : null;
    },
    load: useCallback(
      (drawings: readonly SavedDrawing[]) => {
        if (!chart) return;
        drawingId.current = null;
        history.current = startHistory([...drawings]);
        restoreDrawings(chart, drawings, events());
      },
      [chart, events],
    ),
  };
}
