import { describe, expect, it } from 'vitest';
import { encodeForm, encodeQuery } from './encode.ts';

describe('encodeQuery', () => {
  it('encodes values and skips undefined and null', () => {
    expect(
      encodeQuery({ email: 'a+b@x.com', page: 1, open: true, side: undefined, to: null }),
    ).toBe('email=a%2Bb%40x.com&page=1&open=true');
  });
  it('refuses nested objects instead of sending [object Object]', () => {
    expect(() => encodeQuery({ filter: { a: 1 } })).toThrow(
      'Field "filter" must be a string, number or boolean',
    );
  });
});

describe('encodeForm', () => {
  it('builds multipart fields and file parts', () => {
    const blob = new Blob(['xyz'], { type: 'text/plain' });
    const form = encodeForm({ amount: '1.5', coin_id: 2, memo: undefined, avatar: blob });
    expect(form.get('amount')).toBe('1.5');
    expect(form.get('coin_id')).toBe('2');
    expect(form.has('memo')).toBe(false);
    const part = form.get('avatar');
    if (!(part instanceof File)) throw new Error('avatar is not a file part');
    expect(part.size).toBe(3);
  });
  it('refuses a body that is not an object', () => {
    expect(() => encodeForm('text')).toThrow('A body must be an object');
  });
});
