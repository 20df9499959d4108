import type { FastifyInstance } from 'fastify';
import { demoDeposit, demoMailbox, demoSimulator, demoSmsInbox } from '@exchange/api';
import { verificationCodeIn } from '../accounts/mail.ts';
import { phoneTarget } from '../accounts/sms.ts';
import { addRoute } from '../http/add-route.ts';
import type { ServerContext } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { receiveDeposit } from '../wallet/deposit-service.ts';
import type { SimulatorSwitch } from './simulator-switch.ts';

/**
 * Demo-only calls (absent unless demo mode is on): read the mailbox the e-mail codes go to and
 * the SMS inbox the mobile codes go to,
 * send a deposit over the demo chain (wallet/demo-chain.ts), and pause/resume the market simulators
 * (spot and contracts together, see simulator-switch.ts). `addRoute` skips
 * them outside demo mode, so they 404. `simulator` is read on each call: the simulator only
 * exists once the server listens.
 *
 * @example
 * const installed = await installMarket(app, ctx);
 * registerDemoRoutes(app, ctx, () => installed.simulator);
 */
export function registerDemoRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  simulator: () => SimulatorSwitch | null,
): void {
  const { db } = ctx.storage;

  addRoute(app, ctx, demoMailbox, async ({ query }) => {
    const rows = await db
      .selectFrom('mailbox')
      .selectAll()
      .where('email', '=', query.email)
      .orderBy('id', 'desc')
      .limit(50)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      to: r.email,
      subject: r.subject,
      body: r.body,
      code: verificationCodeIn(r.body),
      created_at: r.created_at,
    }));
  });

  // The SMS codes (bind_mobile) land here instead of on a phone.
  addRoute(app, ctx, demoSmsInbox, async ({ query }) => {
    const rows = await db
      .selectFrom('sms_outbox')
      .selectAll()
      .where('country_code', '=', query.country_code)
      .where('mobile', '=', query.mobile)
      .orderBy('id', 'desc')
      .limit(50)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      to: phoneTarget(r.country_code, r.mobile),
      body: r.body,
      code: /\b(\d{6})\b/.exec(r.body)?.[1] ?? null,
      created_at: r.created_at,
    }));
  });

  addRoute(app, ctx, demoDeposit, async ({ user, body }) => {
    // Seen on the demo chain: the chain confirms it block by block and credits it at the last.
    return receiveDeposit(ctx, {
      userId: user.id,
      coinId: body.coin_id,
      network: body.network,
      amount: body.amount,
      fail: body.fail ?? false,
    });
  });

  addRoute(app, ctx, demoSimulator, async ({ body }) => {
    const sim = simulator();
    // Without a simulator there is nothing to hold still: say so rather than pretend it worked.
    if (!sim) throw new HttpError(409, 'This server runs no market simulator');
    if (body.running) sim.resume();
    else await sim.pause();
    return { running: sim.isRunning };
  });
}
