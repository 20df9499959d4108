import type { FastifyInstance } from 'fastify';
import {
  c2cAddPaymentMethod,
  c2cAds,
  c2cAdStatus,
  c2cAppeal,
  c2cCancel,
  c2cDeletePaymentMethod,
  c2cFiatIndex,
  c2cMarkPaid,
  c2cMessages,
  c2cMyAds,
  c2cOrder,
  c2cOrders,
  c2cPaymentMethods,
  c2cPlaceOrder,
  c2cPublishAd,
  c2cRelease,
  c2cSendMessage,
} from '@exchange/api';
import { addRoute } from '../http/add-route.ts';
import type { ServerContext } from '../http/context.ts';
import type { C2cService } from './c2c-service.ts';

/**
 * The C2C routes (issue 22) under /p2p: payment methods, ads (public list, mine, publish,
 * status), the fiat index, orders (place, list, one, paid, release, cancel, appeal) and the
 * order chat. The demo arbiter's route is registered with the demo merchants.
 *
 * @example registerC2cRoutes(app, ctx, c2c);
 */
export function registerC2cRoutes(app: FastifyInstance, ctx: ServerContext, c2c: C2cService): void {
  addRoute(app, ctx, c2cPaymentMethods, ({ user }) => c2c.paymentMethods(user.id));
  addRoute(app, ctx, c2cAddPaymentMethod, ({ user, body }) => c2c.addPaymentMethod(user.id, body));
  addRoute(app, ctx, c2cDeletePaymentMethod, async ({ user, body }) => {
    await c2c.deletePaymentMethod(user.id, body.id);
    return null;
  });

  addRoute(app, ctx, c2cAds, ({ query }) => c2c.publicAds(query));
  addRoute(app, ctx, c2cMyAds, ({ user, query }) => c2c.myAds(user.id, query));
  addRoute(app, ctx, c2cPublishAd, ({ user, body }) => c2c.publishAd(user.id, body));
  addRoute(app, ctx, c2cAdStatus, ({ user, body }) =>
    c2c.setAdStatus(user.id, body.id, body.status),
  );
  addRoute(app, ctx, c2cFiatIndex, ({ query }) => c2c.fiatIndex(query.coin_id, query.fiat));

  addRoute(app, ctx, c2cPlaceOrder, ({ user, body }) => c2c.placeOrder(user.id, body));
  addRoute(app, ctx, c2cOrders, ({ user, query }) => c2c.orders(user.id, query));
  addRoute(app, ctx, c2cOrder, ({ user, params }) => c2c.order(user.id, params.id));
  addRoute(app, ctx, c2cMarkPaid, ({ user, body }) => c2c.markPaid(user.id, body));
  addRoute(app, ctx, c2cRelease, ({ user, body }) => c2c.release(user.id, body));
  addRoute(app, ctx, c2cCancel, ({ user, body }) => c2c.cancel(user.id, body.id));
  addRoute(app, ctx, c2cAppeal, ({ user, body }) => c2c.appeal(user.id, body));
  addRoute(app, ctx, c2cMessages, ({ user, query }) => c2c.messages(user.id, query));
  addRoute(app, ctx, c2cSendMessage, ({ user, body }) => c2c.sendMessage(user.id, body));
}
