import { useState } from 'react';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  ApiFailureError,
  HttpError,
  optionOrdersCsvFilename,
  type ApiClient,
  type OptionDirection,
  type OptionOrder,
  type OptionOrderStatus,
  type OrderState,
} from '@exchange/api';
import type { OptionIndexUpdate } from '@exchange/api/socket';
import { useAppServices } from '../app-services.tsx';
import { callEffect } from '../errors/call-error-message.ts';
import { useMarketChannel } from '../live/use-market-channel.ts';
import { useUserEvents } from '../live/use-user-events.ts';
import { newClientOrderId } from '../pages/spot-trade/data/client-order-id.ts';
import { optionPairsQuery } from './pairs.query.ts';
import { invalidateBalances } from './wallet.query.ts';
import { definedOnly } from './query-kit.ts';

// Fixed-time options' queries (issue 20): the pair list, the durations on offer, the caller's
// open and settled options, the open call, the CSV export and the live index tick.

export { optionPairsQuery };

/**
 * Query keys (and prefixes) of every option query. The pair list keeps the key the shell uses.
 *
 * @example queryClient.invalidateQueries({ queryKey: OPTION_QUERY_KEYS.orders })
 */
export const OPTION_QUERY_KEYS = {
  pairs: ['pairs', 'option'],
  /** Prefix of every symbol's durations. */
  times: ['optionTimes'],
  timesOf: (symbol: string) => ['optionTimes', symbol] as const,
  /** Prefix of every page of open and settled options. */
  orders: ['optionOrders'],
} as const;

/**
 * Mark the caller's options and every balance stale (refetching those on screen): after an
 * open, and on any `option` user event (opened, entry, settled).
 *
 * @example onOptionEvent: () => invalidateOptionUserQueries(queryClient)
 */
export async function invalidateOptionUserQueries(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: OPTION_QUERY_KEYS.orders }),
    invalidateBalances(queryClient),
  ]);
}

/** The wire filters of GET /option/order (the page's tables and the order centre). */
export interface OptionOrdersFilter {
  /** `open`: unsettled, soonest expiry first; `history`: settled, newest first. */
  state: OrderState;
  page: number;
  limit?: number;
  symbol?: string;
  direction?: OptionDirection;
  /** History only: one result. */
  status?: Exclude<OptionOrderStatus, 'open'>;
  /** Inclusive lower bound on opened_at (ms). */
  from?: number;
  /** Exclusive upper bound on opened_at (ms). */
  to?: number;
}

/** The export's filters: the orders' without paging. */
export type OptionOrdersExportFilter = Omit<OptionOrdersFilter, 'page' | 'limit'>;

/**
 * GET /option/times: the durations on offer for one pair, with payout rate and stake limits.
 *
 * @example useQuery(optionTimesQuery(api, 'BTCUSDT'))
 */
export function optionTimesQuery(api: ApiClient, symbol: string) {
  return queryOptions({
    queryKey: OPTION_QUERY_KEYS.timesOf(symbol),
    queryFn: ({ signal }) => api.call('optionTimes', { query: { symbol } }, { signal }),
    select: (times) => [...times].sort((a, b) => a.seconds - b.seconds),
  });
}

/**
 * GET /option/order: one page of the caller's open or settled options. The previous page stays
 * on screen while the next loads.
 *
 * @example useQuery(optionOrdersQuery(api, { state: 'open', page: 1 }))
 */
export function optionOrdersQuery(api: ApiClient, filter: OptionOrdersFilter) {
  const query = definedOnly(filter);
  return queryOptions({
    queryKey: [...OPTION_QUERY_KEYS.orders, query] as const,
    queryFn: ({ signal }) => api.call('optionOrders', { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The option pair list (polled every 30 minutes while mounted, SPEC.md section 7). */
export function useOptionPairs() {
  const { api } = useAppServices();
  return useQuery(optionPairsQuery(api));
}

/** A pair's durations, shortest first; idle while `symbol` is null. */
export function useOptionTimes(symbol: string | null) {
  const { api } = useAppServices();
  return useQuery({ ...optionTimesQuery(api, symbol ?? ''), enabled: symbol !== null });
}

/** One page of the caller's options matching the filter; idle while `enabled` is false. */
export function useOptionOrders(filter: OptionOrdersFilter, enabled: boolean) {
  const { api } = useAppServices();
  return useQuery({ ...optionOrdersQuery(api, filter), enabled });
}

/** What the trader chose: the open body without its idempotency key. */
export interface OptionOpenDraft {
  symbol: string;
  time_id: number;
  direction: OptionDirection;
  amount: string;
}

function sameDraft(a: OptionOpenDraft, b: OptionOpenDraft): boolean {
  return (
    a.symbol === b.symbol &&
    a.time_id === b.time_id &&
    a.direction === b.direction &&
    a.amount === b.amount
  );
}

/**
 * The server's answer to a replayed `client_order_id`: 409 naming the field, which the client
 * rejects as an HttpError (it returns only 400, 405 and 422 as refusals). It is the only 409
 * POST /option/open answers.
 */
function isReplay(error: unknown): boolean {
  return error instanceof HttpError && error.status === 409;
}

/**
 * POST /option/open with its idempotency key. Each new attempt gets a fresh `client_order_id`;
 * when an attempt may have been carried out without an answer (timeout, connection lost:
 * `callEffect` 'unknown'), sending the same draft again is a retry of that attempt and keeps its
 * id, so the server cannot open it twice. Such a retry answered 409 naming `client_order_id`
 * means the first send did open it: it resolves with null (the lists refetch and show it).
 * Success and an unknown outcome both refetch the caller's options and balances; a refusal
 * rejects with an ApiFailureError whose field errors (`symbol`, `time_id`, `amount`) the form
 * shows under those fields.
 *
 * @example const open = createOptionOpener(api, queryClient); await open({ symbol: 'BTCUSDT', time_id: 2, direction: 'up', amount: '50' });
 */
export function createOptionOpener(
  api: ApiClient,
  queryClient: QueryClient,
  newId: () => string = newClientOrderId,
): (draft: OptionOpenDraft) => Promise<OptionOrder | null> {
  // The attempt whose outcome is unknown, with its key, until another draft is sent.
  let pending: { draft: OptionOpenDraft; clientOrderId: string } | null = null;
  const send = (draft: OptionOpenDraft, clientOrderId: string) =>
    api.request('optionOpen', { body: { ...draft, client_order_id: clientOrderId } });
  return async (draft) => {
    const last = pending;
    const retry = last !== null && sameDraft(last.draft, draft);
    const clientOrderId = retry ? last.clientOrderId : newId();
    pending = null;
    let result: Awaited<ReturnType<typeof send>>;
    try {
      result = await send(draft, clientOrderId);
    } catch (error: unknown) {
      if (retry && isReplay(error)) {
        // The attempt whose answer was lost did open the option.
        await invalidateOptionUserQueries(queryClient);
        return null;
      }
      if (callEffect(error) === 'unknown') {
        pending = { draft, clientOrderId };
        await invalidateOptionUserQueries(queryClient);
      }
      throw error;
    }
    if (!result.ok) throw new ApiFailureError('optionOpen', result.status, result.body);
    await invalidateOptionUserQueries(queryClient);
    return result.data;
  };
}

/**
 * {@link createOptionOpener} for the app's API and cache as a mutation (one opener per mounted
 * form, so a retry is recognised across renders).
 *
 * @example const open = useOpenOption(); await open.mutateAsync({ symbol: 'BTCUSDT', time_id: 2, direction: 'up', amount: '50' });
 */
export function useOpenOption() {
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const [opener] = useState(() => createOptionOpener(api, queryClient));
  return useMutation({ mutationFn: opener });
}

/**
 * "Export CSV" of the caller's options matching the filter (every page), written by the server
 * (GET /option/order/export), fetched through the client so it carries the session, then
 * handed to `save` with the server's file name (optionOrdersCsvFilename).
 *
 * @example const exportCsv = useExportOptionOrders(saveText); exportCsv.mutate({ state: 'history' });
 */
export function useExportOptionOrders(save: (text: string, fileName: string) => void) {
  const { api } = useAppServices();
  return useMutation({
    mutationFn: (filter: OptionOrdersExportFilter) =>
      api.request('optionOrdersExport', { query: definedOnly(filter) }),
    onSuccess: (result) => {
      // A refusal is toasted by the client (SPEC.md section 8).
      if (result.ok) save(result.data, optionOrdersCsvFilename(Date.now()));
    },
  });
}

/** The `option` user event's payload: one of the caller's options opened, entered or settled. */
export type OptionEventPayload = Extract<
  Parameters<Parameters<typeof useUserEvents>[0]>[0],
  { event: 'option' }
>;

/**
 * Keeps the caller's options and balances live: any `{event:'option'}` user event refetches the
 * option lists and the balances, then calls `onEvent` (the page tells a settlement).
 *
 * @example useOptionUserEvents((event) => { if (event.kind === 'settled') notify(event.option); });
 */
export function useOptionUserEvents(onEvent?: (event: OptionEventPayload) => void): void {
  const queryClient = useQueryClient();
  useUserEvents((event) => {
    if (event.event !== 'option') return;
    void invalidateOptionUserQueries(queryClient);
    onEvent?.(event);
  });
}

/**
 * The option index of `symbol`, live from `option@{symbol}` (one recorded tick per server
 * tick); null until the first tick and again after a switch to another pair.
 *
 * @example const tick = useOptionIndex('BTCUSDT'); tick?.price
 */
export function useOptionIndex(symbol: string | null): OptionIndexUpdate | null {
  const [tick, setTick] = useState<OptionIndexUpdate | null>(null);
  useMarketChannel('option', 'index', symbol, (update) => {
    if (update.symbol === symbol) setTick(update);
  });
  return tick !== null && tick.symbol === symbol ? tick : null;
}
