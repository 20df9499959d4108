import { useSelector } from '@xstate/react';
import { useEffect, useId, useState } from 'react';
import type { Actor, AnyStateMachine, EventFromLogic, SimulatedClock } from 'xstate';
import { asStateValue, formatStateValue } from './format-state-value.ts';
import styles from './state-explorer.module.css';

/** One event button: the event is sent as is; `label` defaults to the event type. */
export interface ExplorerEvent<TEvent> {
  event: TEvent;
  label?: string;
}

/** A button that plays the outside world (a server answering, a probe timing out…). */
export interface ExplorerControl {
  label: string;
  run: () => void;
}

/** Props of {@link StateExplorer}. */
export interface StateExplorerProps<TMachine extends AnyStateMachine> {
  /** Heading of the panel, e.g. the machine's name. */
  title: string;
  /** A started actor; the panel follows its snapshots. */
  actor: Actor<TMachine>;
  /** The events to offer; each button is enabled only while the machine accepts it now. */
  events: readonly ExplorerEvent<EventFromLogic<TMachine>>[];
  /** The actor's simulated clock: shows "advance time" buttons when given. */
  clock?: SimulatedClock;
  /** Milliseconds for the advance-time buttons. */
  timeSteps?: readonly number[];
  /** Buttons that drive the fake effects around the machine. */
  controls?: readonly ExplorerControl[];
}

const DEFAULT_TIME_STEPS = [16, 1000, 3000, 5000, 10_000] as const;
/** Emitted events kept in the log, newest first. */
const LOG_SIZE = 8;

function formatMs(ms: number): string {
  return ms >= 1000 && ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}

/**
 * A live view of a state machine actor for reviewers: the state value, the context as JSON, a
 * button per event (enabled when `snapshot.can(event)`), a simulated clock and a log of the
 * events the actor emits. Stories drive the real machines through it.
 *
 * @example
 * <StateExplorer title="Drawing toolbar" actor={actor}
 *   events={[{ event: { type: 'lock.toggled' } }]} />
 */
export function StateExplorer<TMachine extends AnyStateMachine>({
  title,
  actor,
  events,
  clock,
  timeSteps = DEFAULT_TIME_STEPS,
  controls = [],
}: StateExplorerProps<TMachine>) {
  const headingId = useId();
  // Widened on purpose: the panel reads only what every machine snapshot has.
  const machineActor: Actor<AnyStateMachine> = actor;
  const snapshot = useSelector(machineActor, (s) => s);
  const [now, setNow] = useState(() => clock?.now() ?? 0);
  const [emitted, setEmitted] = useState<string[]>([]);

  useEffect(() => {
    const subscription = machineActor.on('*', (event: { type: string }) => {
      setEmitted((log) => [event.type, ...log].slice(0, LOG_SIZE));
    });
    return () => {
      subscription.unsubscribe();
    };
  }, [machineActor]);

  const states = formatStateValue(asStateValue(snapshot.value));
  const context: unknown = snapshot.context;

  return (
    <section className={styles.explorer} aria-labelledby={headingId} data-state={states.join(' ')}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>

      <div className={styles.section}>
        <h3 className={styles.heading}>State</h3>
        <output className={styles.value} aria-label="State value">
          {states.join(', ')}
        </output>
      </div>

      <div className={styles.section}>
        <h3 className={styles.heading}>Events it accepts now</h3>
        <div className={styles.buttons}>
          {events.map(({ event, label }, index) => (
            <button
              // Events may repeat with different payloads; their order never changes.
              key={`${String(index)}-${event.type}`}
              type="button"
              className={styles.button}
              disabled={!snapshot.can(event)}
              onClick={() => {
                actor.send(event);
              }}
            >
              {label ?? event.type}
            </button>
          ))}
        </div>
      </div>

      {controls.length > 0 && (
        <div className={styles.section}>
          <h3 className={styles.heading}>Outside world</h3>
          <div className={styles.buttons}>
            {controls.map((control) => (
              <button
                key={control.label}
                type="button"
                className={styles.button}
                onClick={() => {
                  control.run();
                  setNow(clock?.now() ?? 0);
                }}
              >
                {control.label}
              </button>
            ))}
          </div>
        </div>
      )}

      {clock && (
        <div className={styles.section}>
          <h3 className={styles.heading}>Simulated time</h3>
          <output className={styles.value} aria-label="Simulated time">
            {`${String(now)} ms`}
          </output>
          <div className={styles.buttons}>
            {timeSteps.map((ms) => (
              <button
                key={ms}
                type="button"
                className={styles.button}
                onClick={() => {
                  clock.increment(ms);
                  setNow(clock.now());
                }}
              >
                {`Advance ${formatMs(ms)}`}
              </button>
            ))}
          </div>
        </div>
      )}

      <div className={styles.section}>
        <h3 className={styles.heading}>Context</h3>
        <pre className={styles.context}>{JSON.stringify(context, null, 2)}</pre>
      </div>

      <div className={styles.section}>
        <h3 className={styles.heading}>Emitted events</h3>
        {emitted.length === 0 ? (
          <p className={styles.value}>none yet</p>
        ) : (
          <ol className={styles.log} aria-label="Emitted events">
            {emitted.map((type, index) => (
              <li key={`${String(emitted.length - index)}-${type}`}>{type}</li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
