// The chart's left drawing toolbar (SPEC.md sections 2, 4, 9): spread/collapsed, magnet mode,
// lock, visibility, remove-all and the active drawing tool. The chart widget turns the state into
// klinecharts calls (overlay `mode`, `lock`, `visible`, `removeOverlay({ groupId })`).
import { assign, emit, setup } from 'xstate';

/** Every drawing the toolbar creates carries this group id, so remove-all finds them all. */
export const DRAWING_GROUP_ID = 'drawing_tools';

export type MagnetMode = 'normal' | 'weak_magnet' | 'strong_magnet';
export type MagnetKind = Exclude<MagnetMode, 'normal'>;

/**
 * Clicks each tool takes to complete, as klinecharts' `totalStep` of its overlay. The numbers
 * SPEC.md section 4 gives are kept exactly; `null` means unlimited (any waves ends on demand).
 */
export const DRAWING_TOOL_STEPS = {
  horizontalStraightLine: 2,
  horizontalRayLine: 3,
  horizontalSegment: 3,
  verticalStraightLine: 2,
  verticalRayLine: 3,
  verticalSegment: 3,
  straightLine: 3,
  rayLine: 3,
  segment: 3,
  arrow: 3,
  priceLine: 2,
  priceChannelLine: 4,
  parallelStraightLine: 4,
  circle: 3,
  rect: 3,
  parallelogram: 4,
  triangle: 4,
  fibonacciLine: 3,
  fibonacciSegment: 3,
  fibonacciCircle: 3,
  fibonacciSpiral: 3,
  fibonacciSpeedResistanceFan: 3,
  fibonacciExtension: 4,
  gannBox: 3,
  threeWaves: 5,
  fiveWaves: 7,
  eightWaves: 10,
  anyWaves: null,
  abcd: 5,
  xabcd: 6,
} as const satisfies Record<string, number | null>;

export type DrawingTool = keyof typeof DRAWING_TOOL_STEPS;

export function isDrawingTool(value: string): value is DrawingTool {
  return Object.hasOwn(DRAWING_TOOL_STEPS, value);
}

export interface DrawingToolbarContext {
  /** The magnet kind the magnet button switches back to (weak until the user picks one). */
  lastMagnet: MagnetKind;
  tool: DrawingTool | null;
  /** Points the active tool still needs; null when none is active or it is unlimited. */
  pointsRemaining: number | null;
}

export type DrawingToolbarEvent =
  /** The top bar's menu button. */
  | { type: 'toolbar.toggled' }
  /** The magnet button: normal ⇄ the last chosen kind. */
  | { type: 'magnet.toggled' }
  /** A kind picked from the magnet menu. */
  | { type: 'magnet.selected'; mode: MagnetKind }
  | { type: 'lock.toggled' }
  | { type: 'visibility.toggled' }
  | { type: 'drawings.removeAll' }
  | { type: 'tool.selected'; tool: DrawingTool }
  /** The chart placed one point of the active tool. */
  | { type: 'tool.pointAdded' }
  /** The user finished an unlimited tool (any waves), e.g. with a right click. */
  | { type: 'tool.finished' }
  | { type: 'tool.cancelled' };

export type DrawingToolbarEmitted =
  /** Remove every overlay with this group id. Emitted once per remove-all. */
  | { type: 'drawings.removeAll'; groupId: typeof DRAWING_GROUP_ID }
  | { type: 'tool.completed'; tool: DrawingTool };

/**
 * Parallel regions `toolbar`, `magnet`, `lock`, `visibility` and `tool`.
 *
 * @example
 * const toolbar = createActor(drawingToolbarMachine).start();
 * toolbar.on('drawings.removeAll', ({ groupId }) => chart.removeOverlay({ groupId }));
 * toolbar.send({ type: 'tool.selected', tool: 'gannBox' });
 * chart.createOverlay({ name: 'gannBox', groupId: DRAWING_GROUP_ID, mode: magnetOf(toolbar) });
 */
export const drawingToolbarMachine = setup({
  types: {
    context: {} as DrawingToolbarContext,
    events: {} as DrawingToolbarEvent,
    emitted: {} as DrawingToolbarEmitted,
  },
  guards: {
    lastMagnetIsWeak: ({ context }) => context.lastMagnet === 'weak_magnet',
    selectsWeak: ({ event }) => event.type === 'magnet.selected' && event.mode === 'weak_magnet',
    isLastPoint: ({ context }) => context.pointsRemaining === 1,
    isUnlimited: ({ context }) =>
      context.tool !== null && DRAWING_TOOL_STEPS[context.tool] === null,
  },
  actions: {
    rememberMagnet: assign({
      lastMagnet: ({ context, event }) =>
        event.type === 'magnet.selected' ? event.mode : context.lastMagnet,
    }),
    startTool: assign(({ event }) => {
      if (event.type !== 'tool.selected') return {};
      return { tool: event.tool, pointsRemaining: DRAWING_TOOL_STEPS[event.tool] };
    }),
    countPoint: assign({
      pointsRemaining: ({ context }) =>
        context.pointsRemaining === null ? null : context.pointsRemaining - 1,
    }),
    emitCompleted: emit(({ context }) => {
      if (context.tool === null) throw new Error('drawingToolbarMachine: completed without a tool');
      return { type: 'tool.completed' as const, tool: context.tool };
    }),
    clearTool: assign({ tool: null, pointsRemaining: null }),
    emitRemoveAll: emit({ type: 'drawings.removeAll', groupId: DRAWING_GROUP_ID }),
  },
}).createMachine({
  id: 'drawingToolbar',
  type: 'parallel',
  context: { lastMagnet: 'weak_magnet', tool: null, pointsRemaining: null },
  states: {
    toolbar: {
      initial: 'spread',
      states: {
        spread: { on: { 'toolbar.toggled': 'collapsed' } },
        collapsed: { on: { 'toolbar.toggled': 'spread' } },
      },
    },
    magnet: {
      initial: 'normal',
      on: {
        'magnet.selected': [
          { guard: 'selectsWeak', target: '.weak_magnet', actions: 'rememberMagnet' },
          { target: '.strong_magnet', actions: 'rememberMagnet' },
        ],
      },
      states: {
        normal: {
          on: {
            'magnet.toggled': [
              { guard: 'lastMagnetIsWeak', target: 'weak_magnet' },
              { target: 'strong_magnet' },
            ],
          },
        },
        weak_magnet: { on: { 'magnet.toggled': 'normal' } },
        strong_magnet: { on: { 'magnet.toggled': 'normal' } },
      },
    },
    lock: {
      initial: 'unlocked',
      states: {
        unlocked: { on: { 'lock.toggled': 'locked' } },
        locked: { on: { 'lock.toggled': 'unlocked' } },
      },
    },
    visibility: {
      initial: 'visible',
      states: {
        visible: { on: { 'visibility.toggled': 'hidden' } },
        hidden: { on: { 'visibility.toggled': 'visible' } },
      },
    },
    tool: {
      initial: 'idle',
      on: {
        'tool.selected': { target: '.drawing', reenter: true, actions: 'startTool' },
        // One event for the whole group; a half-drawn overlay goes with it.
        'drawings.removeAll': { target: '.idle', actions: ['clearTool', 'emitRemoveAll'] },
      },
      states: {
        idle: {},
        drawing: {
          on: {
            'tool.pointAdded': [
              { guard: 'isLastPoint', target: 'idle', actions: ['emitCompleted', 'clearTool'] },
              { actions: 'countPoint' },
            ],
            'tool.finished': {
              guard: 'isUnlimited',
              target: 'idle',
              actions: ['emitCompleted', 'clearTool'],
            },
            'tool.cancelled': { target: 'idle', actions: 'clearTool' },
          },
        },
      },
    },
  },
});
