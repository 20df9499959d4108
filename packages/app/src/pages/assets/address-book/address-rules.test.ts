import { describe, expect, it } from 'vitest';
import { addressProblems, type AddressDraft } from './address-rules.ts';

const draft: AddressDraft = {
  coinId: 1,
  network: 'TRC20',
  memoRequired: false,
  address: 'TJx8bVq3zP1mN5kL7cR2tY9wE4sD6fG8hA',
  memo: '',
  label: 'Cold wallet',
};

describe('addressProblems', () => {
  it('passes a complete entry', () => {
    expect(addressProblems(draft)).toEqual([]);
  });

  it('names every missing field, in form order', () => {
    expect(
      addressProblems({
        coinId: undefined,
        network: undefined,
        memoRequired: true,
        address: ' ',
        memo: '',
        label: '',
      }),
    ).toEqual([
      'coinRequired',
      'networkRequired',
      'addressRequired',
      'memoRequired',
      'labelRequired',
    ]);
  });

  // Issue 17: "definitely not a tron address" was accepted on TRC20.
  it('refuses spaces and other characters no address has', () => {
    expect(addressProblems({ ...draft, address: 'definitely not a tron address' })).toEqual([
      'addressCharacters',
    ]);
  });

  it('refuses what the wire would refuse for length', () => {
    expect(addressProblems({ ...draft, address: 'a'.repeat(129) })).toEqual(['addressTooLong']);
    expect(addressProblems({ ...draft, memo: '1'.repeat(65) })).toEqual(['memoTooLong']);
    expect(addressProblems({ ...draft, label: 'x'.repeat(33) })).toEqual(['labelTooLong']);
    expect(addressProblems({ ...draft, label: '钱'.repeat(32) })).toEqual([]);
  });

  it('asks for a memo only where the network needs one', () => {
    expect(addressProblems({ ...draft, memoRequired: true, memo: '104729' })).toEqual([]);
  });
});
