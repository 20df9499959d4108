import { describe, expect, it } from 'vitest';
import { launchpadProjectsFixture } from '@exchange/api/msw';
import { commitMax } from './commit-form.tsx';

const nimbus = launchpadProjectsFixture.find((project) => project.id === 7);
if (nimbus === undefined) throw new Error('The Nimbus fixture is missing');

describe('commitMax', () => {
  it('is what the cap leaves when the spot balance is larger', () => {
    // Cap 10,000, 2,500 committed.
    expect(commitMax(nimbus, '20000')).toBe('7500');
  });

  it('is the spot balance when the cap leaves more, truncated to the precision', () => {
    expect(commitMax(nimbus, '120.129')).toBe('120.12');
  });

  it('is zero once the cap is reached or nothing is available', () => {
    expect(commitMax({ ...nimbus, user_committed: '10000' }, '500')).toBe('0');
    expect(commitMax(nimbus, '0')).toBe('0');
  });
});
