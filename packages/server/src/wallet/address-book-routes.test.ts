import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '@exchange/api';
import { fieldsOf, startWalletTest, TRON_A, USDT, type WalletTest } from './wallet-test-kit.ts';

describe('address book routes', () => {
  let ex: WalletTest['ex'];
  let alice: WalletTest['alice'];
  let bob: WalletTest['bob'];

  beforeAll(async () => {
    ({ ex, alice, bob } = await startWalletTest());
  });
  afterAll(() => ex.close());

  it("the address book keeps each user's own entries", async () => {
    const added = await ex.call(apiRoutes.addAddress, {
      token: alice.token,
      body: { coin_id: USDT, network: 'TRC20', address: TRON_A, label: 'Cold wallet' },
    });
    expect(added.status).toBe(200);
    const id = (added.body.data as { id: number }).id;
    // The same entry twice is refused, naming the address; a typo'd checksum too (issue 17).
    const twice = await ex.call(apiRoutes.addAddress, {
      token: alice.token,
      body: { coin_id: USDT, network: 'TRC20', address: TRON_A, label: 'Again' },
    });
    expect(twice.status).toBe(422);
    expect(fieldsOf(twice.body)).toEqual(['address']);
    const typo = await ex.call(apiRoutes.addAddress, {
      token: alice.token,
      body: { coin_id: USDT, network: 'TRC20', address: `${TRON_A.slice(0, -1)}s`, label: 'Typo' },
    });
    expect(fieldsOf(typo.body)).toEqual(['address']);
    expect(
      (await ex.call(apiRoutes.getWithdrawalAddressBook, { token: alice.token })).body.data,
    ).toMatchObject([{ id, label: 'Cold wallet' }]);
    expect(
      (await ex.call(apiRoutes.getWithdrawalAddressBook, { token: bob.token })).body.data,
    ).toEqual([]);
    expect(
      (await ex.call(apiRoutes.deleteAddress, { token: bob.token, body: { id } })).status,
    ).toBe(404);
    const bad = await ex.call(apiRoutes.addAddress, {
      token: alice.token,
      body: { coin_id: USDT, network: 'TRC20', address: 'T', label: '' },
    });
    expect(fieldsOf(bad.body)).toEqual(['label']);
    expect(
      (await ex.call(apiRoutes.deleteAddress, { token: alice.token, body: { id } })).status,
    ).toBe(200);
    expect(
      (await ex.call(apiRoutes.getWithdrawalAddressBook, { token: alice.token })).body.data,
    ).toEqual([]);
  });
});
