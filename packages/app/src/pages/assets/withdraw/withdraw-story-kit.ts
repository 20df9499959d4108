import { Big } from 'big.js';
import type { HttpHandler } from 'msw';
import type { Withdrawal, WithdrawStatus } from '@exchange/api';
import { MockHttpError, routeHandler } from '@exchange/api/msw';

// A withdrawal the story can move through its states: POST /wallet/withdraw creates it, GET
// /wallet/getWithdraw lists it, POST /wallet/cancelWithdraw cancels it while pending, and
// `advance` plays the demo hot wallet. Stories only (never app code).

export interface StoryWithdrawals {
  handlers: HttpHandler[];
  /** Move the placed withdrawal to a state (as the hot wallet would). */
  advance: (status: WithdrawStatus, txHash?: string) => void;
  placed: () => Withdrawal | null;
  /** The authenticator code the last withdrawal was sent with. */
  lastGoogleCode: () => string | undefined;
}

export function storyWithdrawals(): StoryWithdrawals {
  let placed: Withdrawal | null = null;
  let googleCode: string | undefined;
  const handlers = [
    routeHandler('withdraw', ({ body }) => {
      googleCode = body.google_code;
      placed = {
        id: 950,
        coin_id: body.coin_id,
        coin_name: body.coin_id === 5 ? 'XRP' : 'USDT',
        network: body.network,
        address: body.address,
        memo: body.memo ?? '',
        amount: body.amount,
        fee: '1',
        receive_amount: new Big(body.amount).minus(1).toFixed(),
        status: 'pending',
        tx_hash: '',
        created_at: 1_763_800_000_000,
        updated_at: 1_763_800_000_000,
      };
      return placed;
    }),
    routeHandler('getWithdraw', ({ query }) => {
      const list = placed ? [placed] : [];
      return { list, page: query.page, limit: query.limit, total: list.length };
    }),
    routeHandler('cancelWithdraw', () => {
      if (placed?.status !== 'pending')
        throw new MockHttpError(400, 'Only a pending withdrawal can be cancelled');
      placed = { ...placed, status: 'cancelled' };
      return placed;
    }),
  ];
  return {
    handlers,
    advance: (status, txHash = '') => {
      if (placed) placed = { ...placed, status, tx_hash: txHash };
    },
    placed: () => placed,
    lastGoogleCode: () => googleCode,
  };
}
