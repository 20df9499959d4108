import { Big } from 'big.js';
import type { ServerContext } from '../http/context.ts';
import { commitToProject } from '../launchpad/launchpad-commit.ts';
import { phaseAt, type LaunchpadProjectConfig } from '../launchpad/launchpad-config.ts';
import type { LaunchpadService } from '../launchpad/launchpad-service.ts';
import { ledger } from '../wallet/ledger.ts';

// Demo mode: the commitments of a demo project whose subscription window closed before the
// server first started (the demo's ended project). Nobody could have committed to it, so it
// would end with 0 committed and nothing distributed; demo backers commit during its window,
// through the launchpad's own commit (frozen quote coin, commitments, records), and the clock's
// catch-up then calculates, distributes (allocations, refunds, their records) and lists it as it
// does for any project.

/** A demo backer: a user nobody can log in as ('!' is no password hash). */
function backerOf(projectId: number, index: number) {
  const n = String(index + 1);
  return {
    email: `backer-${n}.project-${String(projectId)}@launchpad.invalid`,
    nickname: `Launchpad backer ${n}`,
    inviteCode: `LP${String(projectId)}B${n}`,
  };
}

/** The backer's user id, created and granted what it commits (a demo grant) on first use. */
async function ensureBacker(
  ctx: ServerContext,
  config: LaunchpadProjectConfig,
  index: number,
  amount: string,
): Promise<number> {
  const backer = backerOf(config.id, index);
  return ctx.storage.db.transaction().execute(async (trx) => {
    const known = await trx
      .selectFrom('users')
      .select('id')
      .where('email', '=', backer.email)
      .executeTakeFirst();
    if (known) return known.id;
    const { id } = await trx
      .insertInto('users')
      .values({
        email: backer.email,
        password_hash: '!',
        nickname: backer.nickname,
        avatar_url: '',
        invite_code: backer.inviteCode,
        invited_by: null,
        is_google2fa: 0,
        created_at: ctx.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ledger.deposit(trx, {
      userId: id,
      coin: config.quoteCoin,
      amount,
      reason: 'demo_grant',
      refId: `demo:${String(id)}`,
    });
    return id;
  });
}

/**
 * Commit the demo backers' amounts (`config.demoBackers`) to each configured project whose
 * subscription window ended before now without having been open: the project is moved into
 * its window (the launchpad's tick at its start), each backer commits at a moment inside it with
 * a client order id of its own (so a start interrupted half way replays what was done), and the
 * caller's next tick carries the project on. A project already past subscribing is left alone:
 * this runs at every start and seeds only once.
 *
 * @example await seedDemoBackers(ctx, launchpad, demoLaunchpadProjects(phaseMs));
 */
export async function seedDemoBackers(
  ctx: ServerContext,
  launchpad: LaunchpadService,
  configs: readonly LaunchpadProjectConfig[],
): Promise<void> {
  const now = ctx.now();
  for (const config of configs) {
    const backers = config.demoBackers ?? [];
    if (backers.length === 0) continue;
    const row = await ctx.storage.db
      .selectFrom('launchpad_projects')
      .selectAll()
      .where('id', '=', config.id)
      .executeTakeFirst();
    if (!row || (row.phase !== 'upcoming' && row.phase !== 'subscribing')) continue;
    // Only a window that closed before anyone could use it: an open one is the users' own.
    if (phaseAt(row, now) === 'upcoming' || phaseAt(row, now) === 'subscribing') continue;
    await launchpad.tick(row.subscribe_start);
    const span = row.subscribe_end - row.subscribe_start;
    for (const [index, amount] of backers.entries()) {
      const userId = await ensureBacker(ctx, config, index, amount);
      // Spread over the window, each strictly inside it.
      const at = row.subscribe_start + Math.floor((span * (index + 1)) / (backers.length + 1));
      await commitToProject({ ...ctx, now: () => at }, userId, {
        project_id: config.id,
        amount: new Big(amount).toFixed(),
        client_order_id: `demo-backer-${String(config.id)}-${String(index + 1)}`,
      });
    }
  }
}
