/**
 * The schedule a simulator runs its rounds on (the spot MarketSimulator, the ContractSimulator):
 * one {@link step} every `intervalMs`, a slow round delaying the next instead of piling up, and a
 * pause the demo calls use to hold a book still. A subclass supplies the round.
 *
 * @example
 * class Ticker extends RoundLoop { async step() { await tick(); } }
 * const ticker = new Ticker();
 * ticker.start(1000);
 * await ticker.pause(); // no round in flight, none starts
 * ticker.resume();
 */
export abstract class RoundLoop {
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<void> = Promise.resolve();
  /** A round is in flight. A field, not a timer's local, so a resume cannot overlap a round. */
  private busy = false;
  private intervalMs = 1000;
  /** Never started, or stopped for good: {@link resume} must not bring it back. */
  private stopped = true;

  /** One round. */
  abstract step(): Promise<void>;

  /** Run a round every `intervalMs`; a slow round delays the next instead of piling up. */
  start(intervalMs = 1000): void {
    this.intervalMs = intervalMs;
    this.stopped = false;
    this.schedule();
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.busy) return;
      this.busy = true;
      this.running = this.step().finally(() => {
        this.busy = false;
      });
    }, this.intervalMs);
    this.timer.unref();
  }

  /** Whether rounds are scheduled (started and not paused or stopped). */
  get isRunning(): boolean {
    return this.timer !== null;
  }

  /**
   * Hold still (the demo call an e2e test uses to trade against a known book): no new round
   * starts, and this resolves once the round in flight has finished, so the book read afterwards
   * stays as it is until {@link resume}.
   *
   * @example
   * await simulator.pause();
   * const { bid, ask } = market.bestPrices('BTCUSDT'); // stays put
   * simulator.resume();
   */
  async pause(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /**
   * Run rounds again at the interval of the last {@link start}. A loop that was never started,
   * or was stopped for good, stays still.
   */
  resume(): void {
    if (this.stopped) return;
    this.schedule();
  }

  /** Stop the rounds for good (server shutdown) and wait for the one in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.pause();
  }
}
