import type { ServerContext } from '../http/context.ts';
import { confirmDeposit, confirmingDepositIds } from './deposit-service.ts';
import { finishWithdrawal, pickUpWithdrawal, withdrawalIds } from './withdrawal-service.ts';

/** How the demo chain runs (ServerOptions.chain; `npm start` reads DEMO_BLOCK_MS and friends). */
export interface DemoChainOptions {
  /** Milliseconds between blocks; without it no timer runs and tests call `mineBlock()`. */
  blockMs?: number | undefined;
  /** A pending withdrawal is picked up by the hot wallet once it is this old (default 0). */
  pickupAfterMs?: number | undefined;
  /** Share of withdrawals the chain refuses (rejected, funds back), 0 to 1; default 0. */
  failShare?: number | undefined;
  /** Share of deposits the chain drops at their first block (failed, nothing credited); default 0. */
  depositFailShare?: number | undefined;
  /** Draws in [0, 1) that decide the failures; default Math.random. */
  random?: (() => number) | undefined;
}

/** What one block moved. */
export interface BlockReport {
  confirmed: number;
  credited: number;
  /** Deposits the chain dropped (failed). */
  dropped: number;
  pickedUp: number;
  completed: number;
  rejected: number;
}

/**
 * The simulated chain of demo mode (issue 17): each block gives every confirming deposit one more
 * confirmation (credited at its network's count; dropped at its first block for
 * `depositFailShare` of them, or when it was sent to fail), ends every withdrawal that was processing
 * when the block began (completed with a hash, or rejected for `failShare` of them) and picks up
 * the pending withdrawals old enough. Every step of every record is its own transaction and
 * conditional on the state it read, and all state is in the database: a restart resumes where
 * it stopped, two runs never move a record twice, and the server clock (`ctx.now`) dates it.
 *
 * @example
 * const chain = new DemoChain(ctx, { blockMs: 2000 });
 * chain.start((error) => app.log.error({ err: error }, 'demo chain block failed'));
 */
export class DemoChain {
  /** Share of withdrawals refused; settable while running (tests). */
  failShare: number;
  /** Share of deposits dropped at their first block; settable while running (tests). */
  depositFailShare: number;
  private readonly random: () => number;
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<BlockReport> | null = null;

  constructor(
    private readonly ctx: ServerContext,
    private readonly options: DemoChainOptions = {},
  ) {
    this.failShare = options.failShare ?? 0;
    this.depositFailShare = options.depositFailShare ?? 0;
    this.random = options.random ?? Math.random;
  }

  /** Mine one block now; a block already under way is awaited instead of run twice at once. */
  async mineBlock(): Promise<BlockReport> {
    while (this.running) await this.running.catch(() => undefined);
    this.running = this.block();
    try {
      return await this.running;
    } finally {
      this.running = null;
    }
  }

  /** Mine a block every `blockMs`; errors go to `onError` and the next block tries again. */
  start(onError: (error: unknown) => void): void {
    const every = this.options.blockMs;
    if (every === undefined || this.timer) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.mineBlock().catch(onError);
    }, every);
    this.timer.unref();
  }

  /** Stop the timer and wait for a block under way. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  private async block(): Promise<BlockReport> {
    const report: BlockReport = {
      confirmed: 0,
      credited: 0,
      dropped: 0,
      pickedUp: 0,
      completed: 0,
      rejected: 0,
    };
    // Withdrawals processing since an earlier block end now; those picked up below wait a block.
    for (const id of await withdrawalIds(this.ctx, 'processing')) {
      const outcome = this.random() < this.failShare ? 'rejected' : 'completed';
      if (await finishWithdrawal(this.ctx, id, outcome)) report[outcome] += 1;
    }
    const due = this.ctx.now() - (this.options.pickupAfterMs ?? 0);
    for (const id of await withdrawalIds(this.ctx, 'pending', due)) {
      if (await pickUpWithdrawal(this.ctx, id)) report.pickedUp += 1;
    }
    // No draw at all while the share is 0, so the withdrawals' draws stay as they were.
    const drop = () => this.depositFailShare > 0 && this.random() < this.depositFailShare;
    for (const id of await confirmingDepositIds(this.ctx)) {
      const step = await confirmDeposit(this.ctx, id, drop);
      if (!step) continue;
      if (step.deposit.status === 'failed') {
        report.dropped += 1;
        continue;
      }
      report.confirmed += 1;
      if (step.deposit.status === 'credited') report.credited += 1;
    }
    return report;
  }
}
