import type { FastifyInstance } from 'fastify';
import { demoDeposit, demoMailbox } from '@exchange/api';
import { addRoute } from '../http/add-route.ts';
import type { ServerContext } from '../http/context.ts';
import { creditDeposit } from '../wallet/deposits.ts';

/**
 * Demo-only calls (absent unless demo mode is on): read the mailbox the e-mail codes go to, and
 * credit a deposit without a blockchain. `addRoute` skips them outside demo mode, so they 404.
 */
export function registerDemoRoutes(app: FastifyInstance, ctx: ServerContext): void {
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
      code: /\b(\d{6})\b/.exec(r.body)?.[1] ?? null,
      created_at: r.created_at,
    }));
  });

  addRoute(app, ctx, demoDeposit, async ({ user, body }) => {
    const { deposit } = await creditDeposit(ctx, {
      userId: user.id,
      coinId: body.coin_id,
      network: body.network,
      amount: body.amount,
    });
    return deposit;
  });
}
