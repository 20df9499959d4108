import type { HttpHandler } from 'msw';
import { expect, waitFor } from 'storybook/test';
import {
  mockRoute,
  userFixture,
  type IdentityState,
  identityStatesFixture,
} from '@exchange/api/msw';
import { appLoader } from '../../../../testing/story-loaders.tsx';

// Stories only (never app code): the identity pages opened on a state of the fixtures.

/**
 * A loader opening `path` signed in, with GET /identity/status answering `state` (or the
 * handlers given, tried first).
 *
 * @example loaders: [identityLoader('/account/id-auth', 'basicRejected')]
 */
export function identityLoader(
  path: string,
  state: IdentityState | null,
  handlers: readonly HttpHandler[] = [],
) {
  return appLoader({
    path,
    user: userFixture,
    handlers: [
      mockRoute('getUserInfo', userFixture),
      ...handlers,
      ...(state === null ? [] : [mockRoute('identityStatus', identityStatesFixture[state])]),
    ],
  });
}

/**
 * Wait until the footer's network status has measured a round trip, so a page that fails or
 * renders at once is not pictured with the footer still "Connecting" on one run only.
 */
export async function footerSettled(): Promise<void> {
  await waitFor(
    () =>
      expect(document.querySelector('footer [role="status"][data-state="stable"]')).not.toBeNull(),
    { timeout: 8000 },
  );
}
