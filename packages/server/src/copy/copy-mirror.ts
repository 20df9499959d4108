import { Big } from 'big.js';
import {
  COPY_SKIP_MESSAGES,
  copyCloseSize,
  copyOpenSize,
  type CopySizing,
} from '@exchange/formulas';
import { futuresFigures } from '../contract/contract-views.ts';
import { orderFromRow, settingOf } from '../contract/contract-store.ts';
import type { ContractOrder } from '../contract/contract-types.ts';
import { HttpError } from '../http/errors.ts';
import { toAmount } from '../wallet/ledger.ts';
import type { CopyDeps } from './copy-config.ts';
import {
  averagePrice,
  type CopyFollow,
  copyOrderOf,
  copyOrderValues,
  placeCopiedClose,
  recordCopiedClose,
} from './copy-close.ts';
import { returnCopyBalance, stopCopying } from './copy-follows.ts';
import { type CopySignal, snapshotLeaders } from './copy-signals.ts';

/** What a copied order that found nothing at market says. */
const UNFILLED = 'Nothing filled at market';

/** A refusal's message: the first field error's, as a manual order would show it. */
function refusalOf(error: unknown): string | null {
  if (!(error instanceof HttpError) || error.statusCode >= 500) return null;
  return error.errors?.[0]?.message ?? error.message;
}

function sizingOf(follow: CopyFollow): CopySizing {
  return follow.mode === 'fixed'
    ? { mode: 'fixed', fixedAmount: follow.fixed_amount ?? '0' }
    : { mode: 'ratio', ratio: follow.ratio ?? '0' };
}

/**
 * The copy tick (issue 24), on the server clock: leaders' changes become signals (with their
 * snapshot, one transaction), pending signals in id order become copied orders for every follow
 * active at the signal's time, then the copy stop-loss and the return of kept copies' balances.
 * Exactly once: a (signal, follow) has one copy_orders row (unique), and its order's client id
 * `copy-{signal}-{follow}` places once, so a tick cut short resumes where it stopped.
 */
export class CopyMirror {
  private running: Promise<void> = Promise.resolve();
  private queued = 0;

  constructor(readonly deps: CopyDeps) {}

  /** One tick; ticks never overlap (a tick asked for during another runs after it). */
  tick(now: number): Promise<void> {
    this.queued += 1;
    const next = this.running.then(() => this.run(now));
    this.running = next.then(
      () => {
        this.queued -= 1;
      },
      () => {
        this.queued -= 1;
      },
    );
    return next;
  }

  /** Whether a tick is under way or waiting (the timer skips its turn then). */
  get busy(): boolean {
    return this.queued > 0;
  }

  /** Resolves when the ticks under way (if any) have finished. */
  settled(): Promise<void> {
    return this.running;
  }

  private async run(now: number): Promise<void> {
    await snapshotLeaders(this.deps, now);
    await this.processPending();
    await this.stopLosses();
    await this.returnKept();
  }

  private async processPending(): Promise<void> {
    const { db } = this.deps.ctx.storage;
    const pending = await db
      .selectFrom('copy_signals')
      .selectAll()
      .where('done_at', 'is', null)
      .orderBy('id')
      .execute();
    for (const signal of pending) {
      const follows = await db
        .selectFrom('copy_follows')
        .selectAll()
        .where('leader_id', '=', signal.leader_id)
        .where('status', '=', 'active')
        .where('created_at', '<=', signal.created_at)
        .orderBy('id')
        .execute();
      for (const follow of follows) await this.copy(signal, follow);
      await db
        .updateTable('copy_signals')
        .set({ done_at: this.deps.ctx.now() })
        .where('id', '=', signal.id)
        .execute();
    }
  }

  /** One follow's copy of one signal, at most once. */
  private async copy(signal: CopySignal, follow: CopyFollow): Promise<void> {
    const { db } = this.deps.ctx.storage;
    if (await copyOrderOf(db, signal.id, follow.id)) return;
    // Stopped since the tick read it (POST /copy/unfollow meanwhile): it copies nothing more.
    const current = await db
      .selectFrom('copy_follows')
      .select('status')
      .where('id', '=', follow.id)
      .executeTakeFirst();
    if (current?.status !== 'active') return;
    const clientOrderId = `copy-${String(signal.id)}-${String(follow.id)}`;
    const placed = await db
      .selectFrom('contract_orders')
      .selectAll()
      .where('user_id', '=', follow.sub_user_id)
      .where('client_order_id', '=', clientOrderId)
      .executeTakeFirst();
    // Placed before a restart, not yet recorded: record it now, place nothing.
    if (placed) {
      const order = orderFromRow(placed);
      if (order.filled.lte(0)) await this.skip(signal, follow, UNFILLED);
      else if (signal.action === 'close')
        await recordCopiedClose(this.deps, follow, signal.id, order);
      else await this.recordOpen(signal, follow, order);
      return;
    }
    if (signal.action === 'close') await this.copyClose(signal, follow);
    else await this.copyOpen(signal, follow, clientOrderId);
  }

  private async copyOpen(signal: CopySignal, follow: CopyFollow, clientOrderId: string) {
    const { engine, actions, ctx } = this.deps;
    const pair = engine.book(signal.symbol).pair;
    const held = engine.positionOf(follow.sub_user_id, signal.symbol);
    let leverage: number;
    try {
      if (held) leverage = held.leverage;
      else {
        const setting = await settingOf(ctx.storage.db, follow.sub_user_id, signal.symbol);
        leverage = signal.leverage;
        if (setting.leverage !== signal.leverage)
          await actions.adjustLever(follow.sub_user_id, {
            symbol: signal.symbol,
            leverage: signal.leverage,
            margin_mode: setting.marginMode,
          });
      }
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal === null) throw error;
      await this.skip(signal, follow, refusal);
      return;
    }
    const sized = copyOpenSize({
      sizing: sizingOf(follow),
      leaderAdded: signal.amount,
      price: signal.price,
      leverage,
      maxPerPosition: follow.max_per_position,
      held: held && held.side === signal.side ? held.size : '0',
      sizeStep: pair.sizeStep,
      minSize: pair.minSize,
    });
    if (sized.size === null) {
      await this.skip(signal, follow, COPY_SKIP_MESSAGES[sized.skip], leverage);
      return;
    }
    let order: ContractOrder;
    try {
      order = await actions.open(follow.sub_user_id, {
        symbol: signal.symbol,
        side: signal.side,
        type: 'market',
        amount: toAmount(sized.size),
        client_order_id: clientOrderId,
      });
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal === null) throw error;
      await this.skip(signal, follow, refusal, leverage);
      return;
    }
    if (order.filled.lte(0)) await this.skip(signal, follow, UNFILLED, leverage);
    else await this.recordOpen(signal, follow, order);
  }

  private async copyClose(signal: CopySignal, follow: CopyFollow) {
    const { engine } = this.deps;
    const held = engine.positionOf(follow.sub_user_id, signal.symbol);
    // Nothing copied on this side (the follow began after the leader opened): nothing to close.
    if (held?.side !== signal.side) return;
    const pair = engine.book(signal.symbol).pair;
    const size = copyCloseSize({
      held: held.size,
      amount: signal.amount,
      sizeBefore: signal.size_before,
      sizeAfter: signal.size_after,
      sizeStep: pair.sizeStep,
      minSize: pair.minSize,
    });
    if (size.lte(0)) {
      await this.skip(signal, follow, COPY_SKIP_MESSAGES.below_min, held.leverage);
      return;
    }
    try {
      await placeCopiedClose(this.deps, follow, signal.symbol, signal.id, size);
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal === null) throw error;
      await this.skip(signal, follow, refusal, held.leverage);
    }
  }

  private async recordOpen(signal: CopySignal, follow: CopyFollow, order: ContractOrder) {
    await this.deps.ctx.storage.db
      .insertInto('copy_orders')
      .values(
        copyOrderValues(follow, signal.id, {
          symbol: signal.symbol,
          side: signal.side,
          action: 'open',
          amount: toAmount(order.filled),
          price: averagePrice(order),
          leverage: order.leverage,
          contract_order_id: order.id,
          created_at: this.deps.ctx.now(),
        }),
      )
      .onConflict((oc) => oc.columns(['signal_id', 'follow_id']).doNothing())
      .execute();
  }

  private async skip(signal: CopySignal, follow: CopyFollow, reason: string, leverage?: number) {
    await this.deps.ctx.storage.db
      .insertInto('copy_orders')
      .values(
        copyOrderValues(follow, signal.id, {
          symbol: signal.symbol,
          side: signal.side,
          action: signal.action,
          amount: '0',
          leverage: leverage ?? signal.leverage,
          status: 'skipped',
          skip_reason: reason,
          created_at: this.deps.ctx.now(),
        }),
      )
      .onConflict((oc) => oc.columns(['signal_id', 'follow_id']).doNothing())
      .execute();
  }

  /** Stop (closing everything) each active copy whose equity fell to budget × (1 − rate). */
  private async stopLosses(): Promise<void> {
    const { db } = this.deps.ctx.storage;
    const follows = await db
      .selectFrom('copy_follows')
      .selectAll()
      .where('status', '=', 'active')
      .where('stop_loss_rate', 'is not', null)
      .orderBy('id')
      .execute();
    for (const follow of follows) {
      const floor = new Big(follow.budget).times(new Big(1).minus(follow.stop_loss_rate ?? '0'));
      const figures = await futuresFigures(db, this.deps.engine, follow.sub_user_id);
      if (new Big(figures.equity).gt(floor)) continue;
      try {
        await stopCopying(this.deps, follow.follower_id, {
          leader_id: follow.leader_id,
          close_positions: true,
        });
      } catch (error) {
        // A close the market refused (no liquidity): the copy is stopped and its positions are
        // kept; the follower closes them, and the balance returns once the sub-account is flat.
        if (refusalOf(error) === null) throw error;
        this.deps.app.log.warn({ err: error, follow: follow.id }, 'copy stop-loss close refused');
      }
    }
  }

  /** Give kept copies' balances back once their sub-account is flat. */
  private async returnKept(): Promise<void> {
    const kept = await this.deps.ctx.storage.db
      .selectFrom('copy_follows')
      .selectAll()
      .where('status', '=', 'stopped')
      .where('returned_at', 'is', null)
      .orderBy('id')
      .execute();
    for (const follow of kept) await returnCopyBalance(this.deps, follow);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The copy tick (see {@link startCopyMirror}): tests call its `tick`. */
    copyMirror: CopyMirror;
  }
}

/**
 * The copy tick on one server: a first tick when the server is ready (it resumes the signals a
 * restart cut short), then one every `config.tickMs` on the server clock (0: tests tick by
 * hand); it stops, after the tick under way, when the server closes.
 *
 * @example startCopyMirror(deps);
 */
export function startCopyMirror(deps: CopyDeps): CopyMirror {
  const { app, ctx, config } = deps;
  const mirror = new CopyMirror(deps);
  app.decorate('copyMirror', mirror);
  app.addHook('onReady', async () => {
    await mirror.tick(ctx.now());
  });
  let timer: NodeJS.Timeout | undefined;
  if (config.tickMs > 0) {
    timer = setInterval(() => {
      if (mirror.busy) return;
      mirror.tick(ctx.now()).catch((error: unknown) => {
        app.log.error({ err: error }, 'copy tick failed');
      });
    }, config.tickMs);
    timer.unref();
  }
  app.addHook('preClose', async () => {
    clearInterval(timer);
    // Let a tick under way finish before the storage closes.
    await mirror.settled();
  });
  return mirror;
}
