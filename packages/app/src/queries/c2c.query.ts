import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  type Ad,
  type AdStatus,
  type ApiClient,
  type C2cMessage,
  type C2cOrder,
  type C2cOrderStatus,
  type OrderSide,
  type PaymentMethodKind,
} from '@exchange/api';
import { useAppServices } from '../app-services.tsx';
import { useSocketReopened } from '../live/use-socket-reopened.ts';
import { useUserEvents } from '../live/use-user-events.ts';
import { dataOf, filteredQuery } from './query-kit.ts';
import { invalidateBalances } from './wallet.query.ts';

// C2C (issue 22): the ads, the caller's orders and ads, one order with its chat, the payment
// methods, every action on them, and the `c2c` user events that keep them live.

/**
 * Query keys (prefixes) of every C2C query.
 *
 * @example queryClient.invalidateQueries({ queryKey: C2C_QUERY_KEYS.orders })
 */
export const C2C_QUERY_KEYS = {
  all: ['c2c'],
  ads: ['c2c', 'ads'],
  orders: ['c2c', 'orders'],
  order: ['c2c', 'order'],
  messages: ['c2c', 'messages'],
  myAds: ['c2c', 'myAds'],
  paymentMethods: ['c2c', 'paymentMethods'],
  index: ['c2c', 'index'],
} as const;

/** The market's filters (GET /p2p/ads); `side` is the advertiser's. */
export interface C2cAdsFilter {
  side: OrderSide;
  coin_id: number;
  fiat: string;
  payment_kind?: PaymentMethodKind;
  amount?: string;
  page: number;
  limit?: number;
}

/** The caller's orders' filters (GET /p2p/orders). */
export interface C2cOrdersFilter {
  status?: C2cOrderStatus;
  side?: OrderSide;
  coin_id?: number;
  page: number;
  limit?: number;
}

export function c2cAdsQuery(api: ApiClient, filter: C2cAdsFilter) {
  return filteredQuery(C2C_QUERY_KEYS.ads, filter, (query, signal) =>
    api.call('c2cAds', { query }, { signal }),
  );
}

export function c2cOrdersQuery(api: ApiClient, filter: C2cOrdersFilter) {
  return filteredQuery(C2C_QUERY_KEYS.orders, filter, (query, signal) =>
    api.call('c2cOrders', { query }, { signal }),
  );
}

export function c2cOrderQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: [...C2C_QUERY_KEYS.order, id] as const,
    queryFn: ({ signal }) => api.call('c2cOrder', { params: { id } }, { signal }),
  });
}

/** Messages of one order, oldest first, each once. */
export function mergeMessages(
  known: readonly C2cMessage[],
  more: readonly C2cMessage[],
): C2cMessage[] {
  const byId = new Map(known.map((message) => [message.id, message]));
  for (const message of more) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export function c2cMessagesQuery(api: ApiClient, orderId: number) {
  return queryOptions({
    queryKey: [...C2C_QUERY_KEYS.messages, orderId] as const,
    queryFn: ({ signal }) => api.call('c2cMessages', { query: { order_id: orderId } }, { signal }),
  });
}

export function c2cMyAdsQuery(api: ApiClient, page: number) {
  return queryOptions({
    queryKey: [...C2C_QUERY_KEYS.myAds, page] as const,
    queryFn: ({ signal }) => api.call('c2cMyAds', { query: { page } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function c2cPaymentMethodsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: C2C_QUERY_KEYS.paymentMethods,
    queryFn: ({ signal }) => api.call('c2cPaymentMethods', undefined, { signal }),
  });
}

export function c2cIndexQuery(api: ApiClient, coinId: number, fiat: string) {
  return queryOptions({
    queryKey: [...C2C_QUERY_KEYS.index, coinId, fiat] as const,
    queryFn: ({ signal }) =>
      api.call('c2cFiatIndex', { query: { coin_id: coinId, fiat } }, { signal }),
    refetchInterval: 30_000,
  });
}

/** One page of the ads the filters match (public). */
export function useC2cAds(filter: C2cAdsFilter, enabled = true) {
  const { api } = useAppServices();
  return useQuery({ ...c2cAdsQuery(api, filter), enabled });
}

export function useC2cOrders(filter: C2cOrdersFilter) {
  const { api } = useAppServices();
  return useQuery(c2cOrdersQuery(api, filter));
}

export function useC2cOrder(id: number) {
  const { api } = useAppServices();
  return useQuery(c2cOrderQuery(api, id));
}

/**
 * One order's chat. Live messages arrive over the socket ({@link useC2cUserEvents}); after the
 * socket reopens, whatever came meanwhile is fetched with `after_id` and merged.
 */
export function useC2cMessages(orderId: number) {
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const query = useQuery(c2cMessagesQuery(api, orderId));
  useSocketReopened(() => {
    const key = c2cMessagesQuery(api, orderId).queryKey;
    const known = queryClient.getQueryData(key) ?? [];
    const last = known.at(-1)?.id;
    void api
      .call('c2cMessages', { query: { order_id: orderId, ...(last ? { after_id: last } : {}) } })
      .then((more) => {
        queryClient.setQueryData(key, (current) => mergeMessages(current ?? [], more));
      });
    void queryClient.invalidateQueries({ queryKey: [...C2C_QUERY_KEYS.order, orderId] });
  });
  return query;
}

export function useC2cMyAds(page: number) {
  const { api } = useAppServices();
  return useQuery(c2cMyAdsQuery(api, page));
}

export function useC2cPaymentMethods(enabled = true) {
  const { api } = useAppServices();
  return useQuery({ ...c2cPaymentMethodsQuery(api), enabled });
}

export function useC2cIndex(coinId: number | undefined, fiat: string) {
  const { api } = useAppServices();
  return useQuery({ ...c2cIndexQuery(api, coinId ?? 0, fiat), enabled: coinId !== undefined });
}

/** After an order changed: its copy, the lists, the ads (availability) and the balances. */
export async function refreshAfterOrder(queryClient: QueryClient, order: C2cOrder): Promise<void> {
  queryClient.setQueryData([...C2C_QUERY_KEYS.order, order.id], order);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: C2C_QUERY_KEYS.orders }),
    queryClient.invalidateQueries({ queryKey: C2C_QUERY_KEYS.ads }),
    queryClient.invalidateQueries({ queryKey: [...C2C_QUERY_KEYS.messages, order.id] }),
    invalidateBalances(queryClient),
  ]);
}

/** Every action on an order, by its route name and body. */
export type C2cOrderAction =
  | {
      route: 'c2cPlaceOrder';
      body: {
        ad_id: number;
        amount: string;
        amount_in: 'fiat' | 'coin';
        payment_method_id?: number;
      };
    }
  | { route: 'c2cMarkPaid'; body: { id: number; payment_method_id: number } }
  | { route: 'c2cRelease'; body: { id: number; google_code?: string } }
  | { route: 'c2cCancel'; body: { id: number } }
  | { route: 'c2cAppeal'; body: { id: number; reason: AppealReason; description: string } };

export type AppealReason = 'paid_not_released' | 'not_received' | 'wrong_amount' | 'other';

/**
 * Places an order or acts on one; a refusal rejects with an ApiFailureError naming the field.
 *
 * @example useC2cOrderAction().mutateAsync({ route: 'c2cCancel', body: { id: 7001 } })
 */
export function useC2cOrderAction() {
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: C2cOrderAction): Promise<C2cOrder> => {
      const result =
        action.route === 'c2cPlaceOrder'
          ? await api.request('c2cPlaceOrder', { body: action.body })
          : action.route === 'c2cMarkPaid'
            ? await api.request('c2cMarkPaid', { body: action.body })
            : action.route === 'c2cRelease'
              ? await api.request('c2cRelease', { body: action.body })
              : action.route === 'c2cCancel'
                ? await api.request('c2cCancel', { body: action.body })
                : await api.request('c2cAppeal', { body: action.body });
      return dataOf(action.route, result);
    },
    onSuccess: (order) => refreshAfterOrder(queryClient, order),
  });
}

/** Sends a chat message; the answer joins the chat at once. */
export function useC2cSendMessage(orderId: number) {
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) =>
      dataOf(
        'c2cSendMessage',
        await api.request('c2cSendMessage', { body: { order_id: orderId, text } }),
      ),
    onSuccess: (message) => {
      queryClient.setQueryData(c2cMessagesQuery(api, orderId).queryKey, (current) =>
        mergeMessages(current ?? [], [message]),
      );
    },
  });
}

/**
 * Keeps C2C live: an `order` event refetches that order and the lists; a `message` event joins
 * the order's chat (the socket sends it as the recipient sees it).
 */
export function useC2cUserEvents(): void {
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  useUserEvents((event) => {
    if (event.event !== 'c2c') return;
    const { kind, order_id: orderId, message } = event.c2c;
    if (kind === 'message' && message !== undefined) {
      queryClient.setQueryData(c2cMessagesQuery(api, orderId).queryKey, (current) =>
        current === undefined ? current : mergeMessages(current, [message]),
      );
      void queryClient.invalidateQueries({ queryKey: C2C_QUERY_KEYS.orders });
      return;
    }
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: [...C2C_QUERY_KEYS.order, orderId] }),
      queryClient.invalidateQueries({ queryKey: C2C_QUERY_KEYS.orders }),
      queryClient.invalidateQueries({ queryKey: [...C2C_QUERY_KEYS.messages, orderId] }),
      invalidateBalances(queryClient),
    ]);
  });
}

/** Adds or deletes a payment method; the list is fetched again after either. */
export function useC2cPaymentMethodChange() {
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      change:
        | {
            kind: 'add';
            body: {
              kind: PaymentMethodKind;
              holder_name: string;
              account: string;
              bank_name?: string;
              bank_branch?: string;
            };
          }
        | { kind: 'delete'; id: number },
    ): Promise<void> => {
      if (change.kind === 'add')
        dataOf(
          'c2cAddPaymentMethod',
          await api.request('c2cAddPaymentMethod', { body: change.body }),
        );
      else
        dataOf(
          'c2cDeletePaymentMethod',
          await api.request('c2cDeletePaymentMethod', { body: { id: change.id } }),
        );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: C2C_QUERY_KEYS.paymentMethods }),
  });
}

/** Publishes an ad or changes one's status; the caller's ads and the market are fetched again. */
export function useC2cAdChange() {
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      change:
        | { kind: 'publish'; body: C2cPublishAdBody }
        | { kind: 'status'; id: number; status: AdStatus },
    ): Promise<Ad> =>
      change.kind === 'publish'
        ? dataOf('c2cPublishAd', await api.request('c2cPublishAd', { body: change.body }))
        : dataOf(
            'c2cAdStatus',
            await api.request('c2cAdStatus', { body: { id: change.id, status: change.status } }),
          ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: C2C_QUERY_KEYS.myAds }),
        queryClient.invalidateQueries({ queryKey: C2C_QUERY_KEYS.ads }),
        invalidateBalances(queryClient),
      ]),
  });
}

/** The publish form's body as sent (multipart: ids comma-separated). */
export interface C2cPublishAdBody {
  side: OrderSide;
  coin_id: number;
  fiat: string;
  price_type: 'fixed' | 'floating';
  price_value: string;
  amount: string;
  min_fiat: string;
  max_fiat: string;
  payment_method_ids: string;
  pay_window_minutes: number;
  terms?: string;
}
