import { useMemo } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  ApiFailureError,
  type ApiClient,
  type ApiResult,
  type ContractCloseBody,
  type ContractOpenBody,
  type Entrust,
  type LeverSetting,
  type MarginMode,
} from '@exchange/api';
import { useAppServices } from '../../../app-services.tsx';
import { callEffect } from '../../../errors/call-error-message.ts';
import { CONTRACT_QUERY_KEYS } from '../../../queries/contract.query.ts';

/** What the form's calls need: the app's API client and its query cache. */
interface Deps {
  api: ApiClient;
  queryClient: QueryClient;
}

/** Everything an order or a lever change may move: positions, orders, the futures account. */
function refetchTrading({ queryClient }: Deps) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: CONTRACT_QUERY_KEYS.positions }),
    queryClient.invalidateQueries({ queryKey: CONTRACT_QUERY_KEYS.entrusts }),
    queryClient.invalidateQueries({ queryKey: CONTRACT_QUERY_KEYS.account }),
  ]);
}

/**
 * Sends a contract call and resolves its data once the cache is marked stale; rejects with the
 * client's typed error (a refusal as ApiFailureError, whose field errors the form shows). When
 * the call may have been carried out without an answer (issue 15), the cache is refetched first.
 */
async function send<T>(deps: Deps, route: string, call: () => Promise<ApiResult<T>>): Promise<T> {
  const result = await call().catch(async (error: unknown) => {
    if (callEffect(error) === 'unknown') await refetchTrading(deps);
    throw error;
  });
  if (!result.ok) throw new ApiFailureError(route, result.status, result.body);
  await refetchTrading(deps);
  return result.data;
}

/**
 * Opens (adds to, reduces or flips) a position: POST /contract/contract_open.
 *
 * @example await openContractOrder({ api, queryClient }, { symbol: 'BTCUSDT', side: 'long', type: 'market', amount: '0.01', client_order_id: 'web-1' });
 */
export function openContractOrder(deps: Deps, body: ContractOpenBody): Promise<Entrust> {
  return send(deps, 'contractOpen', () => deps.api.request('contractOpen', { body }));
}

/**
 * Closes all or part of a position at market or at a limit price: POST /contract/contract_close.
 *
 * @example await closeContractPosition({ api, queryClient }, { position_id: 1, type: 'market', amount: '0.15', client_order_id: 'web-2' });
 */
export function closeContractPosition(deps: Deps, body: ContractCloseBody): Promise<Entrust> {
  return send(deps, 'contractClose', () => deps.api.request('contractClose', { body }));
}

/**
 * Sets a symbol's leverage and margin mode (POST /contract/adjust_lever) and puts the answer in
 * the lever query at once, so the form's buttons show it without a refetch.
 *
 * @example await adjustContractLever({ api, queryClient }, { symbol: 'BTCUSDT', leverage: 50, margin_mode: 'cross' });
 */
export async function adjustContractLever(
  deps: Deps,
  body: { symbol: string; leverage: number; margin_mode: MarginMode },
): Promise<LeverSetting> {
  const setting = await send(deps, 'contractAdjustLever', () =>
    deps.api.request('contractAdjustLever', { body }),
  );
  deps.queryClient.setQueryData(CONTRACT_QUERY_KEYS.lever(body.symbol), setting);
  return setting;
}

/** The form's three calls bound to the app's API client and query cache. */
export interface ContractOrderActions {
  open: (body: ContractOpenBody) => Promise<Entrust>;
  close: (body: ContractCloseBody) => Promise<Entrust>;
  adjustLever: (body: {
    symbol: string;
    leverage: number;
    margin_mode: MarginMode;
  }) => Promise<LeverSetting>;
}

/**
 * {@link openContractOrder}, {@link closeContractPosition} and {@link adjustContractLever} for
 * the app's API and cache.
 *
 * @example const { open } = useContractOrderActions(); await open(body);
 */
export function useContractOrderActions(): ContractOrderActions {
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const deps = { api, queryClient };
    return {
      open: (body) => openContractOrder(deps, body),
      close: (body) => closeContractPosition(deps, body),
      adjustLever: (body) => adjustContractLever(deps, body),
    };
  }, [api, queryClient]);
}
