import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '@exchange/api';
import { startTestExchange, type Answer, type TestExchange } from '../../test/harness.ts';
import { COINS } from '../config/coins.ts';
import { newAddress } from '../wallet/deposit-service.ts';
import { quoteInput, safeMessage } from './errors.ts';

const errorFields = (res: Answer) =>
  ((res.body.data as { errors?: { field: string }[] } | null)?.errors ?? []).map((e) => e.field);

/** Nothing a terminal, log viewer or page would interpret: C0/C1 controls and bidi overrides. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** Issue 14, defect 6: text fields refuse control and bidi characters; messages echo nothing raw. */
describe('text fields', () => {
  let ex: TestExchange;
  let token = '';

  beforeAll(async () => {
    ex = await startTestExchange();
    ({ token } = await ex.signUp('text@example.com'));
  });
  afterAll(() => ex.close());

  const expect422 = (res: Answer, field: string) => {
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(errorFields(res)).toEqual([field]);
    const errors = (res.body.data as { errors: { field: string; message: string }[] }).errors;
    for (const text of [res.body.message, ...errors.flatMap((e) => [e.field, e.message])])
      expect(text).not.toMatch(UNSAFE);
  };

  it('a nickname with control or direction characters is refused and not stored', async () => {
    for (const nickname of [
      'a\u0001\u001b[2Jb',
      'abc\u202edcba',
      'x\u0000',
      'line\nbreak',
      'a\u2066b',
    ]) {
      const res = await ex.call(apiRoutes.updateUserInfo, { token, body: { nickname } });
      expect422(res, 'nickname');
    }
    const user = await ex.call(apiRoutes.getUserInfo, { token });
    expect(user.body.data).toMatchObject({ nickname: 'text' });
    const fine = await ex.call(apiRoutes.updateUserInfo, {
      token,
      body: { nickname: 'Ava 🚀 李' },
    });
    expect(fine.body.data).toMatchObject({ nickname: 'Ava 🚀 李' });
  });

  it('an address, memo or label with NUL or U+202E is refused', async () => {
    const valid = newAddress('TRC20');
    const base = { coin_id: 1, network: 'TRC20', address: valid, label: 'Cold' };
    expect422(
      await ex.call(apiRoutes.addAddress, { token, body: { ...base, address: `${valid}\u0000` } }),
      'address',
    );
    expect422(
      await ex.call(apiRoutes.addAddress, {
        token,
        body: { ...base, address: `T\u202e${valid.slice(2)}` },
      }),
      'address',
    );
    expect422(
      await ex.call(apiRoutes.addAddress, { token, body: { ...base, label: 'evil\u202etxt.exe' } }),
      'label',
    );
    expect422(
      await ex.call(apiRoutes.addAddress, { token, body: { ...base, memo: '12\u00003' } }),
      'memo',
    );
    expect422(
      await ex.call(apiRoutes.withdraw, {
        token,
        body: {
          coin_id: 1,
          network: 'TRC20',
          address: `${valid}\u0000`,
          amount: '20',
          email_code: '123456',
        },
      }),
      'address',
    );
    const book = await ex.call(apiRoutes.getWithdrawalAddressBook, { token });
    expect(book.body.data).toEqual([]);
  });

  it("addresses follow their network's format", async () => {
    const samples: Record<string, { good: string[]; bad: string[] }> = {
      BTC: {
        good: [
          'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
          'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr',
          '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
          '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
        ],
        bad: [
          'bc1qxyz',
          '0x52908400098527886E0F7030069857D2E4169EE7',
          'bc1qdemo0c7v3k9t4x2w8e5r6y7u8i9o0p',
        ],
      },
      ERC20: {
        good: ['0x52908400098527886E0F7030069857D2E4169EE7'],
        bad: [
          '0xabc',
          '52908400098527886E0F7030069857D2E4169EE7',
          '0x52908400098527886E0F7030069857D2E4169EZ7',
        ],
      },
      TRC20: {
        good: ['TC4LWmLbxFPxyGdgEAuArz4dQQYXr6uNwr', 'TUvfauKGgT6y1iWvAQoPMXxLt7VQC6diES'],
        bad: [
          'T1',
          'TQ5Nm9h1o3YxvDk2pq8a7Rz4s6bEw1uLc0',
          '0x52908400098527886E0F7030069857D2E4169EE7',
        ],
      },
      SOL: {
        good: ['7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'],
        bad: ['0x52908400098527886E0F7030069857D2E4169EE7', 'short'],
      },
      DOGE: {
        good: ['DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L'],
        bad: ['TC4LWmLbxFPxyGdgEAuArz4dQQYXr6uNwr'],
      },
      BEP20: {
        good: ['0x52908400098527886E0F7030069857D2E4169EE7'],
        bad: ['bnb1grpf0955h0ykzq3ar5nmum7y6gdfl6lxfn46h2'],
      },
    };
    for (const coin of COINS) {
      for (const { network, memo_required: memoRequired } of coin.networks) {
        const sample = samples[network];
        expect(sample, network).toBeDefined();
        const memo = memoRequired ? { memo: '100001' } : {};
        // The deposit addresses the demo hands out are valid withdrawal targets too.
        for (const address of [...(sample?.good ?? []), newAddress(network)]) {
          const res = await ex.call(apiRoutes.addAddress, {
            token,
            body: { coin_id: coin.id, network, address, label: 'ok', ...memo },
          });
          expect(res.status, `${coin.name} ${network} ${address}: ${res.body.message}`).toBe(200);
        }
        for (const address of sample?.bad ?? []) {
          const res = await ex.call(apiRoutes.addAddress, {
            token,
            body: { coin_id: coin.id, network, address, label: 'bad', ...memo },
          });
          expect(res.status, `${coin.name} ${network} ${address}`).toBe(422);
          expect(errorFields(res)).toEqual(['address']);
          // The message names the network's format, never the address sent.
          expect(res.body.message).toContain(network);
          expect(res.body.message).not.toContain(address);
        }
      }
    }
  });

  it('error messages never echo raw control characters', async () => {
    const network = 'TRC20\u001b[31m\u202e';
    const res = await ex.call(apiRoutes.getDepositAddress, {
      token,
      body: { coin_id: 1, network },
    });
    expect422(res, 'network');
    const deposit = await ex.call(apiRoutes.demoDeposit, {
      token,
      body: { coin_id: 1, network: 'NOPE\u0007', amount: '1' },
    });
    expect422(deposit, 'network');
    const order = await ex.call(apiRoutes.spotPlaceOrder, {
      token,
      body: {
        symbol: 'BTC\u202eUSDT',
        side: 'buy',
        type: 'limit',
        price: '1',
        amount: '1',
        client_order_id: 'a\u0000',
      },
    });
    expect(order.status).toBe(422);
    expect(order.body.message).not.toMatch(UNSAFE);
    expect(errorFields(order).sort()).toEqual(['client_order_id', 'symbol']);
  });

  it('quoteInput and safeMessage make any text safe to show', () => {
    expect(quoteInput('BTC\u202eUSDT')).toBe('"BTC\\u202eUSDT"');
    expect(quoteInput('x'.repeat(100), 8)).toBe('"xxxxxxxx…"');
    expect(safeMessage('a\u001b[2Jb')).not.toMatch(UNSAFE);
    expect(safeMessage('y'.repeat(1000)).length).toBeLessThanOrEqual(301);
  });
});
