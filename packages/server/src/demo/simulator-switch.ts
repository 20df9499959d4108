/** What the demo call holds still and lets run again: a market simulator (spot or contracts). */
export interface SimulatorSwitch {
  readonly isRunning: boolean;
  /** Stop starting rounds; resolves once the round in flight has finished. */
  pause(): Promise<void>;
  resume(): void;
}

/**
 * The simulators of a server as one switch (POST /demo/simulator holds the spot and the
 * contract books still together), or null when it runs none. Read on each call: simulators
 * only exist once the server listens.
 *
 * @example registerDemoRoutes(app, ctx, () => simulatorSwitch([spot.simulator, contracts.simulator]));
 */
export function simulatorSwitch(
  members: readonly (SimulatorSwitch | null)[],
): SimulatorSwitch | null {
  const running = members.filter((member): member is SimulatorSwitch => member !== null);
  if (running.length === 0) return null;
  return {
    get isRunning() {
      return running.every((member) => member.isRunning);
    },
    async pause() {
      await Promise.all(running.map((member) => member.pause()));
    },
    resume() {
      for (const member of running) member.resume();
    },
  };
}
