import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  DRAWING_GROUP_ID,
  DRAWING_TOOL_STEPS,
  drawingToolbarMachine,
  isDrawingTool,
  type DrawingToolbarEmitted,
} from './drawing-toolbar.machine.ts';

type Value = { toolbar: string; magnet: string; lock: string; visibility: string; tool: string };

function start() {
  const actor = createActor(drawingToolbarMachine);
  const emitted: DrawingToolbarEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const value = () => actor.getSnapshot().value as Value;
  return { actor, emitted, value };
}

describe('drawingToolbarMachine', () => {
  it('starts spread, normal magnet, unlocked, visible, no tool', () => {
    const { value, actor } = start();
    expect(value()).toEqual({
      toolbar: 'spread',
      magnet: 'normal',
      lock: 'unlocked',
      visibility: 'visible',
      tool: 'idle',
    });
    expect(actor.getSnapshot().context).toEqual({
      lastMagnet: 'weak_magnet',
      tool: null,
      pointsRemaining: null,
    });
  });

  it('toggles the toolbar, the lock and the visibility', () => {
    const { actor, value } = start();
    actor.send({ type: 'toolbar.toggled' });
    actor.send({ type: 'lock.toggled' });
    actor.send({ type: 'visibility.toggled' });
    expect(value()).toMatchObject({ toolbar: 'collapsed', lock: 'locked', visibility: 'hidden' });
    actor.send({ type: 'toolbar.toggled' });
    actor.send({ type: 'lock.toggled' });
    actor.send({ type: 'visibility.toggled' });
    expect(value()).toMatchObject({ toolbar: 'spread', lock: 'unlocked', visibility: 'visible' });
  });

  it('the magnet button toggles between normal and weak by default', () => {
    const { actor, value } = start();
    actor.send({ type: 'magnet.toggled' });
    expect(value().magnet).toBe('weak_magnet');
    actor.send({ type: 'magnet.toggled' });
    expect(value().magnet).toBe('normal');
  });

  it('remembers the last chosen magnet kind across toggles', () => {
    const { actor, value } = start();
    actor.send({ type: 'magnet.selected', mode: 'strong_magnet' });
    expect(value().magnet).toBe('strong_magnet');
    actor.send({ type: 'magnet.toggled' });
    expect(value().magnet).toBe('normal');
    actor.send({ type: 'magnet.toggled' });
    expect(value().magnet).toBe('strong_magnet');
    actor.send({ type: 'magnet.selected', mode: 'weak_magnet' });
    actor.send({ type: 'magnet.toggled' });
    actor.send({ type: 'magnet.toggled' });
    expect(value().magnet).toBe('weak_magnet');
  });

  it.each([
    ['fibonacciExtension', 4],
    ['gannBox', 3],
    ['threeWaves', 5],
    ['fiveWaves', 7],
    ['eightWaves', 10],
    ['abcd', 5],
    ['xabcd', 6],
  ] as const)('%s completes after exactly %i points', (tool, points) => {
    const { actor, value, emitted } = start();
    actor.send({ type: 'tool.selected', tool });
    expect(actor.getSnapshot().context.pointsRemaining).toBe(points);
    for (let i = 1; i < points; i++) actor.send({ type: 'tool.pointAdded' });
    expect(value().tool).toBe('drawing');
    expect(actor.getSnapshot().context.pointsRemaining).toBe(1);
    actor.send({ type: 'tool.pointAdded' });
    expect(value().tool).toBe('idle');
    expect(emitted).toEqual([{ type: 'tool.completed', tool }]);
    expect(actor.getSnapshot().context.tool).toBeNull();
  });

  it('any waves takes unlimited points and ends on tool.finished', () => {
    const { actor, value, emitted } = start();
    actor.send({ type: 'tool.selected', tool: 'anyWaves' });
    for (let i = 0; i < 50; i++) actor.send({ type: 'tool.pointAdded' });
    expect(value().tool).toBe('drawing');
    expect(actor.getSnapshot().context.pointsRemaining).toBeNull();
    actor.send({ type: 'tool.finished' });
    expect(value().tool).toBe('idle');
    expect(emitted).toEqual([{ type: 'tool.completed', tool: 'anyWaves' }]);
  });

  it('tool.finished does not end a fixed-count tool early', () => {
    const { actor, value } = start();
    actor.send({ type: 'tool.selected', tool: 'gannBox' });
    actor.send({ type: 'tool.finished' });
    expect(value().tool).toBe('drawing');
  });

  it('selecting another tool mid-drawing starts it afresh; cancel drops it', () => {
    const { actor, value } = start();
    actor.send({ type: 'tool.selected', tool: 'xabcd' });
    actor.send({ type: 'tool.pointAdded' });
    actor.send({ type: 'tool.selected', tool: 'xabcd' });
    expect(actor.getSnapshot().context.pointsRemaining).toBe(6);
    actor.send({ type: 'tool.cancelled' });
    expect(value().tool).toBe('idle');
    expect(actor.getSnapshot().context.tool).toBeNull();
  });

  it('remove-all emits one event for the drawing-tools group and drops the active tool', () => {
    const { actor, value, emitted } = start();
    actor.send({ type: 'tool.selected', tool: 'segment' });
    actor.send({ type: 'drawings.removeAll' });
    expect(emitted).toEqual([{ type: 'drawings.removeAll', groupId: DRAWING_GROUP_ID }]);
    expect(value().tool).toBe('idle');
  });

  it('knows its tool names', () => {
    expect(isDrawingTool('gannBox')).toBe(true);
    expect(isDrawingTool('toString')).toBe(false);
    expect(Object.keys(DRAWING_TOOL_STEPS)).toHaveLength(30);
  });
});
