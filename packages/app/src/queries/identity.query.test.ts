import { describe, expect, it } from 'vitest';
import { identityStatesFixture } from '@exchange/api/msw';
import { underReview } from './identity.query.ts';

describe('underReview', () => {
  it('is true while either level waits for its review', () => {
    expect(underReview(identityStatesFixture.basicPending)).toBe(true);
    expect(underReview(identityStatesFixture.advancedPending)).toBe(true);
  });

  it('is false once decided, before anything is sent and before the first answer', () => {
    expect(underReview(identityStatesFixture.unverified)).toBe(false);
    expect(underReview(identityStatesFixture.basicRejected)).toBe(false);
    expect(underReview(identityStatesFixture.advancedApproved)).toBe(false);
    expect(underReview(undefined)).toBe(false);
  });
});
