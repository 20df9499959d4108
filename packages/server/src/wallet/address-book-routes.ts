import type { FastifyInstance } from 'fastify';
import { addAddress, deleteAddress, getWithdrawalAddressBook } from '@exchange/api';
import { coinByName } from '../config/coins.ts';
import { addRoute } from '../http/add-route.ts';
import type { ServerContext } from '../http/context.ts';
import { fieldError, HttpError } from '../http/errors.ts';
import { requireCoin, requireNetwork } from './coin-input.ts';
import { requireAddress } from './withdrawal-routes.ts';

/** The withdrawal address book: each user's own labelled addresses. */
export function registerAddressBookRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx.storage;

  addRoute(app, ctx, getWithdrawalAddressBook, async ({ user, query }) => {
    let q = db.selectFrom('address_book').selectAll().where('user_id', '=', user.id);
    if (query.coin_id !== undefined) q = q.where('coin', '=', requireCoin(query.coin_id).name);
    const rows = await q.orderBy('id', 'desc').execute();
    return rows.map((r) => ({
      id: r.id,
      coin_id: coinByName(r.coin)?.id ?? 0,
      coin_name: r.coin,
      network: r.network,
      address: r.address,
      memo: r.memo,
      label: r.label,
      created_at: r.created_at,
    }));
  });

  addRoute(app, ctx, addAddress, async ({ user, body }) => {
    const coin = requireCoin(body.coin_id);
    const rules = requireNetwork(coin, body.network);
    if (rules.memo_required && !body.memo) throw fieldError('memo', 'This network needs a memo');
    requireAddress(rules.network, body.address);
    const memo = body.memo ?? '';
    const duplicate = await db
      .selectFrom('address_book')
      .select('id')
      .where('user_id', '=', user.id)
      .where('coin', '=', coin.name)
      .where('network', '=', rules.network)
      .where('address', '=', body.address)
      .where('memo', '=', memo)
      .executeTakeFirst();
    if (duplicate) throw fieldError('address', 'This address is already in your address book');
    const row = await db
      .insertInto('address_book')
      .values({
        user_id: user.id,
        coin: coin.name,
        network: rules.network,
        address: body.address,
        memo,
        label: body.label,
        created_at: ctx.now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return {
      id: row.id,
      coin_id: coin.id,
      coin_name: coin.name,
      network: row.network,
      address: row.address,
      memo: row.memo,
      label: row.label,
      created_at: row.created_at,
    };
  });

  addRoute(app, ctx, deleteAddress, async ({ user, body }) => {
    const result = await db
      .deleteFrom('address_book')
      .where('id', '=', body.id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (result.numDeletedRows === 0n) throw new HttpError(404, 'Address not found');
    return null;
  });
}
