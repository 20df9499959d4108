import { useQueryClient } from '@tanstack/react-query';
import type { ContractCloseBody, Entrust, Position, PositionUpdateBody } from '@exchange/api';
import { useAppServices } from '../../../app-services.tsx';
import { callEffect } from '../../../errors/call-error-message.ts';
import { invalidateContractUserQueries } from '../../../queries/contract.query.ts';

/** The two requests the positions panel's dialogs send. */
export interface PositionActions {
  /** POST /contract/position_update: TP/SL or an isolated position's margin. */
  update: (body: PositionUpdateBody) => Promise<Position>;
  /** POST /contract/contract_close: a reduce-only market or limit entrust. */
  close: (body: ContractCloseBody) => Promise<Entrust>;
}

/**
 * The panel's requests. After an answer, and after a failure that may have gone through (no
 * answer, a 5xx), the caller's positions, entrusts, account, fills and funding are refetched.
 *
 * @example const { close } = usePositionActions(); await close({ position_id: 1, type: 'market', amount: '0.1' });
 */
export function usePositionActions(): PositionActions {
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const refreshing = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      const answer = await call();
      await invalidateContractUserQueries(queryClient);
      return answer;
    } catch (error) {
      if (callEffect(error) === 'unknown') await invalidateContractUserQueries(queryClient);
      throw error;
    }
  };
  return {
    update: (body) => refreshing(() => api.call('contractPositionUpdate', { body })),
    close: (body) => refreshing(() => api.call('contractClose', { body })),
  };
}
