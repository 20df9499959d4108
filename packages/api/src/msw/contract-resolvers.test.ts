import Big from 'big.js';
import { liquidationPrice, maxNotionalFor, openCost } from '@exchange/formulas';
import { describe, expect, it } from 'vitest';
import type { ContractOpenBody, PositionUpdateBody } from '../contract.ts';
import { contractResolvers } from './contract-resolvers.ts';
import {
  BTC_BRACKETS_FIXTURE,
  contractPairsFixture,
  ETH_BRACKETS_FIXTURE,
} from './fixtures/market.ts';
import { positionsFixture } from './fixtures/orders.ts';
import { MockHttpError } from './resolver-kit.ts';

// The contract resolvers answer as the server decides: by @exchange/formulas.

const btc = contractPairsFixture.find((pair) => pair.symbol === 'BTCUSDT');
const ethShort = positionsFixture.find((position) => position.symbol === 'ETHUSDT');
if (!btc || !ethShort) throw new Error('The fixtures have a BTC pair and an ETH short');

const open = (body: Partial<ContractOpenBody>) =>
  contractResolvers.contractOpen({
    params: undefined,
    query: undefined,
    body: {
      symbol: 'BTCUSDT',
      side: 'long',
      type: 'limit',
      price: '63000',
      amount: '0.1',
      client_order_id: 'c-1',
      ...body,
    },
  } as never);

const update = (body: PositionUpdateBody) =>
  contractResolvers.contractPositionUpdate({ params: undefined, query: undefined, body } as never);

function refusal(run: () => unknown): { status: number; field: string | undefined } {
  try {
    run();
  } catch (error) {
    if (error instanceof MockHttpError)
      return { status: error.status, field: error.errors?.[0]?.field };
    throw error;
  }
  throw new Error('Expected a refusal');
}

describe('contractOpen', () => {
  it("holds the order's cost as margin", () => {
    const entrust = open({});
    const cost = openCost({
      side: 'long',
      price: '63000',
      mark: btc.mark_price,
      size: '0.1',
      leverage: 20,
      feeRate: btc.taker_fee,
    });
    expect(entrust.margin).toBe(cost.toFixed());
    expect(open({ side: 'short', reduce_only: true }).margin).toBe('0');
  });

  it('refuses a price off the tick or outside the band, a size off the step, by field', () => {
    expect(refusal(() => open({ price: '63000.001' }))).toEqual({ status: 422, field: 'price' });
    expect(refusal(() => open({ price: '70000' }))).toEqual({ status: 422, field: 'price' });
    expect(refusal(() => open({ amount: '0.000001' }))).toEqual({ status: 422, field: 'amount' });
    expect(refusal(() => open({ take_profit: '60000' }))).toEqual({
      status: 422,
      field: 'take_profit',
    });
  });

  it('refuses a reduce-only order on the position’s own side', () => {
    expect(refusal(() => open({ reduce_only: true }))).toEqual({
      status: 422,
      field: 'reduce_only',
    });
  });

  it("refuses a position larger than the leverage's largest notional", () => {
    expect(refusal(() => open({ amount: '1', leverage: 125 }))).toEqual({
      status: 422,
      field: 'leverage',
    });
  });
});

describe('contractAdjustLever', () => {
  it("answers the leverage's largest notional", () => {
    const setting = contractResolvers.contractAdjustLever({
      params: undefined,
      query: undefined,
      body: { symbol: 'BTCUSDT', leverage: 50, margin_mode: 'cross' },
    } as never);
    expect(setting.max_notional).toBe(maxNotionalFor(BTC_BRACKETS_FIXTURE, 50).toFixed());
  });
});

describe('contractPositionUpdate', () => {
  it('adds margin to an isolated position and moves its liquidation price away', () => {
    const after = update({ position_id: ethShort.id, margin_action: 'add', margin_amount: '100' });
    expect(after.margin).toBe('423.16');
    const expected = liquidationPrice({
      side: 'short',
      size: ethShort.amount,
      entry: ethShort.entry_price,
      walletBalance: '423.16',
      otherMaintenance: '0',
      otherUnrealizedPnl: '0',
      brackets: ETH_BRACKETS_FIXTURE,
    });
    expect(after.liquidation_price).toBe(expected.round(2, Big.roundHalfEven).toFixed());
    expect(new Big(after.liquidation_price).gt(ethShort.liquidation_price)).toBe(true);
    expect(after.bankruptcy_price).toBe('3654.76');
  });

  it('refuses removing margin below the initial margin, and any margin change on cross', () => {
    expect(
      refusal(() =>
        update({ position_id: ethShort.id, margin_action: 'remove', margin_amount: '1' }),
      ),
    ).toEqual({ status: 422, field: 'margin_amount' });
    expect(
      refusal(() => update({ position_id: 1, margin_action: 'add', margin_amount: '1' })),
    ).toEqual({ status: 422, field: 'margin_action' });
  });
});
