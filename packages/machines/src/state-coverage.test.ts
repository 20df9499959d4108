// Model-based coverage (issue 3): @xstate/graph walks each machine from its initial state with
// every event (including the delayed and actor-done events that real effects would send), finds
// the shortest path to every reachable state, and each path is replayed on a real actor whose
// effects never answer by themselves. A state no path reaches fails the "every state" check, so
// an unreachable or untested state shows up here.
import { getShortestPaths, type StatePath } from '@xstate/graph';
import type { Bar } from '@exchange/api/socket';
import { describe, expect, it } from 'vitest';
import {
  createActor,
  fromCallback,
  fromPromise,
  SimulatedClock,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type StateValue,
} from 'xstate';
import { chartLoaderMachine, type HistoryRequest } from './chart-loader.machine.ts';
import { drawingToolbarMachine } from './drawing-toolbar.machine.ts';
import { networkQualityMachine } from './network-quality.machine.ts';
import { sessionMachine } from './session.machine.ts';
import { socketMachine } from './socket.machine.ts';
import { versionCheckMachine, type VersionInfo } from './version-check.machine.ts';

type Path = StatePath<AnyMachineSnapshot, AnyEventObject>;

/** Every atomic state, minus transient ones (`always`) that no snapshot can rest in. */
function restingLeaves(node: AnyStateNode): AnyStateNode[] {
  const children = Object.values(node.states);
  if (children.length === 0) return node.always ? [] : [node];
  return children.flatMap(restingLeaves);
}

/** `['connection', 'open']` → `{ connection: 'open' }`, for `snapshot.matches`. */
function valueOf(path: readonly string[]): StateValue {
  const [head, ...rest] = path;
  if (head === undefined) throw new Error('empty state path');
  return rest.length === 0 ? head : { [head]: valueOf(rest) };
}

function checkCoverage(options: {
  machine: AnyStateMachine;
  input?: unknown;
  events: (snapshot: AnyMachineSnapshot) => AnyEventObject[];
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
}) {
  // AnyStateMachine's snapshot is typed with `any` inside; name the shape the checks use.
  const paths = getShortestPaths(options.machine, {
    input: options.input,
    events: options.events,
    serializeState: options.serializeState ?? ((snapshot) => JSON.stringify(snapshot.value)),
  }) as Path[];

  it('replays every generated path on a real actor and ends where the model says', () => {
    expect(paths.length).toBeGreaterThan(1);
    for (const path of paths) {
      const actor = createActor(options.machine, {
        input: options.input,
        clock: new SimulatedClock(),
      });
      actor.start();
      for (const step of path.steps) {
        if (step.event.type !== 'xstate.init') actor.send(step.event);
      }
      expect(actor.getSnapshot().value, path.steps.map((s) => s.event.type).join(' → ')).toEqual(
        path.state.value,
      );
      actor.stop();
    }
  });

  it('reaches every state of the machine', () => {
    const unreached = restingLeaves(options.machine.root)
      .filter((leaf) => !paths.some((path) => path.state.matches(valueOf(leaf.path))))
      .map((leaf) => leaf.id);
    expect(unreached).toEqual([]);
  });
}

const never = () => new Promise<never>(() => undefined);
const after = (delay: string, stateId: string) => ({ type: `xstate.after.${delay}.${stateId}` });

describe('socket: every state is reachable and tested', () => {
  const machine: AnyStateMachine = socketMachine;
  checkCoverage({
    machine,
    input: { createSocket: () => ({ send: () => undefined, close: () => undefined }) },
    // Attempts are part of the state here: `failed` lies five failures away.
    serializeState: (s) => JSON.stringify([s.value, (s.context as { attempts: number }).attempts]),
    events: (s) => {
      const instanceId = (s.context as { instanceId: number }).instanceId;
      return [
        { type: 'socket.opened', instanceId },
        { type: 'socket.closed', instanceId },
        { type: 'socket.closed', instanceId, code: 1012 },
        { type: 'socket.errored', instanceId },
        { type: 'socket.closed', instanceId: instanceId - 1 },
        { type: 'socket.retry' },
        after('heartbeatInterval', 'socket.connection.open'),
        after('reconnectDelay', 'socket.reconnecting'),
      ];
    },
  });
});

describe('networkQuality: every state is reachable and tested', () => {
  const machine: AnyStateMachine = networkQualityMachine.provide({
    actors: { probe: fromPromise<number>(never) },
  });
  const events = () => [
    { type: 'network.online' },
    { type: 'network.offline' },
    { type: 'xstate.done.actor.probe', output: 120, actorId: 'probe' },
    { type: 'xstate.done.actor.probe', output: 600, actorId: 'probe' },
    { type: 'xstate.done.actor.probe', output: 1500, actorId: 'probe' },
    { type: 'xstate.error.actor.probe', error: new Error('offline'), actorId: 'probe' },
    after('probeTimeout', 'networkQuality.probe.cycle.probing'),
    after('probeInterval', 'networkQuality.probe.cycle'),
  ];
  checkCoverage({ machine, input: { online: true }, events });
});

describe('session: every state is reachable and tested', () => {
  const machine: AnyStateMachine = sessionMachine;
  checkCoverage({
    machine,
    input: { deviceKey: 'me', clearSession: () => undefined, navigate: () => undefined },
    events: () => [
      { type: 'session.signedIn' },
      { type: 'session.logout' },
      { type: 'session.confirm' },
      {
        type: 'session.notify',
        data: { type: 40, key: 'other', device_type: '10', msg: 'elsewhere' },
      },
      { type: 'session.notify', data: { type: 44, key: 'me', device_type: '10', msg: 'ended' } },
      { type: 'session.notify', data: { type: 50, key: '', device_type: '10', msg: '' } },
    ],
  });
});

describe('versionCheck: every state is reachable and tested', () => {
  const machine: AnyStateMachine = versionCheckMachine.provide({
    actors: { fetchLatestVersion: fromPromise<VersionInfo>(never) },
  });
  const done = (version_number: string) => ({
    type: 'xstate.done.actor.fetchLatestVersion',
    output: { version_number, content: '' },
    actorId: 'fetchLatestVersion',
  });
  checkCoverage({
    machine,
    input: { currentVersion: '2', storeVersion: () => undefined, reload: () => undefined },
    // Whether the check is manual decides where it ends, so it is part of the state.
    serializeState: (s) => JSON.stringify([s.value, (s.context as { manual: boolean }).manual]),
    events: () => [
      { type: 'version.check', manual: false },
      { type: 'version.check', manual: true },
      { type: 'version.update' },
      { type: 'version.dismiss' },
      done('3'),
      done('2'),
      {
        type: 'xstate.error.actor.fetchLatestVersion',
        error: new Error('502'),
        actorId: 'fetchLatestVersion',
      },
    ],
  });
});

describe('chartLoader: every state is reachable and tested', () => {
  const machine: AnyStateMachine = chartLoaderMachine.provide({
    actors: {
      loadHistory: fromPromise<Bar[], HistoryRequest>(never),
      liveFeed: fromCallback(() => undefined),
    },
  });
  const bar = (timestamp: number): Bar => ({
    timestamp,
    open: '1',
    high: '1',
    low: '1',
    close: '1',
    volume: '1',
    turnover: '1',
  });
  checkCoverage({
    machine,
    input: { symbol: 'BTCUSDT', period: { multiplier: 1, timespan: 'minute', text: '1m' } },
    events: (s) => {
      const context = s.context as { requestId: number; oldest: number | null; symbol: string };
      const actorId = `history-${context.requestId}`;
      const older = (context.oldest ?? 1_000_000) - 60_000;
      return [
        {
          type: 'chart.symbolChanged',
          symbol: context.symbol === 'BTCUSDT' ? 'ETHUSDT' : 'BTCUSDT',
        },
        { type: 'chart.periodChanged', period: { multiplier: 5, timespan: 'minute', text: '5m' } },
        { type: 'history.loadMore' },
        { type: 'history.retry' },
        { type: `xstate.done.actor.${actorId}`, output: [bar(older)], actorId },
        { type: `xstate.done.actor.${actorId}`, output: [], actorId },
        { type: `xstate.error.actor.${actorId}`, error: new Error('500'), actorId },
      ];
    },
  });
});

describe('drawingToolbar: every state is reachable and tested', () => {
  const machine: AnyStateMachine = drawingToolbarMachine;
  checkCoverage({
    machine,
    serializeState: (s) => JSON.stringify([s.value, s.context]),
    events: () => [
      { type: 'toolbar.toggled' },
      { type: 'magnet.toggled' },
      { type: 'magnet.selected', mode: 'strong_magnet' },
      { type: 'lock.toggled' },
      { type: 'visibility.toggled' },
      { type: 'drawings.removeAll' },
      { type: 'tool.selected', tool: 'gannBox' },
      { type: 'tool.selected', tool: 'anyWaves' },
      { type: 'tool.pointAdded' },
      { type: 'tool.finished' },
      { type: 'tool.cancelled' },
    ],
  });
});
