import { describe, expect, it } from 'vitest';
import { fail, fieldErrors } from './envelope.ts';
import { klineBarSchema } from './market.ts';
import { klineQuerySchema, spotOrderBodySchema } from './spot.ts';
import { registerBodySchema, updateUserInfoBodySchema } from './user.ts';
import { transferBodySchema } from './wallet.ts';

const bar = {
  timestamp: 1,
  open: '10',
  high: '12',
  low: '9',
  close: '11',
  volume: '1',
  turnover: '10.5',
};

describe('request schemas parse multipart text to typed values', () => {
  it('a limit order from form fields', () => {
    expect(
      spotOrderBodySchema.parse({
        symbol: 'BTCUSDT',
        side: 'buy',
        type: 'limit',
        price: '63000',
        amount: '0.01',
        client_order_id: 'a-1',
      }),
    ).toMatchObject({ price: '63000', amount: '0.01' });
  });

  it('a limit order without a price names the price field', () => {
    const result = spotOrderBodySchema.safeParse({
      symbol: 'BTCUSDT',
      side: 'buy',
      type: 'limit',
      amount: '1',
      client_order_id: 'a',
    });
    expect(result.error && fieldErrors(result.error)).toEqual([
      { field: 'price', message: 'A limit order needs a price' },
    ]);
  });

  it('blank optional fields from an HTML form count as absent', () => {
    const market = spotOrderBodySchema.parse({
      symbol: 'BTCUSDT',
      side: 'buy',
      type: 'market',
      price: '',
      amount: '1',
      client_order_id: 'm',
    });
    expect(market.price).toBeUndefined();
    expect(
      registerBodySchema.parse({
        email: 'a@b.co',
        password: 'abcdef12',
        email_code: '123456',
        invite_code: '',
      }).invite_code,
    ).toBeUndefined();
    const limit = spotOrderBodySchema.safeParse({
      symbol: 'BTCUSDT',
      side: 'buy',
      type: 'limit',
      price: '',
      amount: '1',
      client_order_id: 'l',
    });
    expect(limit.error?.issues[0]?.path).toEqual(['price']);
  });

  it('a market order with a price is refused', () => {
    const result = spotOrderBodySchema.safeParse({
      symbol: 'BTCUSDT',
      side: 'sell',
      type: 'market',
      price: '1',
      amount: '1',
      client_order_id: 'a',
    });
    expect(result.error?.issues[0]?.path).toEqual(['price']);
  });

  it('a transfer parses coin_id text and refuses the same account twice', () => {
    expect(
      transferBodySchema.parse({ coin_id: '2', from: 'spot', to: 'finance', amount: '5' }),
    ).toEqual({ coin_id: 2, from: 'spot', to: 'finance', amount: '5' });
    expect(
      transferBodySchema.safeParse({ coin_id: '2', from: 'spot', to: 'spot', amount: '5' }).error
        ?.issues[0]?.path,
    ).toEqual(['to']);
  });

  it('register normalises the e-mail and checks password, code and invite code', () => {
    expect(
      registerBodySchema.parse({
        email: ' Ann@Example.COM ',
        password: 'abcdef12',
        email_code: '123456',
      }).email,
    ).toBe('ann@example.com');
    const result = registerBodySchema.safeParse({
      email: 'x',
      password: 'short',
      email_code: '12',
      invite_code: '!',
    });
    expect(result.error && fieldErrors(result.error).map((error) => error.field)).toEqual([
      'email',
      'password',
      'password',
      'email_code',
      'invite_code',
    ]);
  });

  it('an avatar must be a file', () => {
    expect(
      updateUserInfoBodySchema.safeParse({ avatar: 'not a file' }).error?.issues[0]?.path,
    ).toEqual(['avatar']);
    expect(updateUserInfoBodySchema.safeParse({ avatar: new File(['x'], 'a.png') }).success).toBe(
      true,
    );
  });

  it('kline query needs from before to and a default period', () => {
    expect(
      klineQuerySchema.parse({ symbol: 'BTCUSDT', period: '4H', from: '0', to: '60000' }),
    ).toEqual({ symbol: 'BTCUSDT', period: '4H', from: 0, to: 60000, limit: 500 });
    expect(
      klineQuerySchema.safeParse({ symbol: 'BTCUSDT', period: '3m', from: 0, to: 1 }).error
        ?.issues[0]?.path,
    ).toEqual(['period']);
    expect(
      klineQuerySchema.safeParse({ symbol: 'BTCUSDT', period: '1m', from: 5, to: 5 }).error
        ?.issues[0]?.path,
    ).toEqual(['to']);
  });
});

describe('klineBarSchema', () => {
  it('accepts a consistent candle', () => {
    expect(klineBarSchema.parse(bar)).toEqual(bar);
  });
  it('names high when it is below the close', () => {
    expect(klineBarSchema.safeParse({ ...bar, high: '10.5' }).error?.issues[0]?.path).toEqual([
      'high',
    ]);
  });
  it('names low when it is above the open', () => {
    expect(klineBarSchema.safeParse({ ...bar, low: '10.01' }).error?.issues[0]?.path).toEqual([
      'low',
    ]);
  });
});

it('fail() builds the 422 body with field errors', () => {
  expect(fail(422, 'amount: Required', [{ field: 'amount', message: 'Required' }])).toEqual({
    status: 'error',
    code: 422,
    data: { errors: [{ field: 'amount', message: 'Required' }] },
    message: 'amount: Required',
  });
  expect(fail(404, 'Not found').data).toBeNull();
});
