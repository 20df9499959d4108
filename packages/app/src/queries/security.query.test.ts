import { beforeEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@exchange/api';
import { securityOverviewFixture, userFixture } from '@exchange/api/msw';
import { createAuthStore } from '../auth/auth-store.ts';
import { createSafeStorage } from '../storage/safe-storage.ts';
import { applySecurityOverview, SECURITY_QUERY_KEYS } from './security.query.ts';
import { userInfoQuery } from './user-info.query.ts';

// Only the query keys are read from the client: no request is made.
const api = {} as ApiClient;
const TOKEN = 'token-1234567890abcdef';

beforeEach(() => {
  localStorage.clear();
});

describe('applySecurityOverview', () => {
  it('binding the authenticator marks the signed-in user at once (the header dot goes)', () => {
    const queryClient = new QueryClient();
    const auth = createAuthStore(createSafeStorage(localStorage));
    auth.signIn(TOKEN, { ...userFixture, is_google2fa: false });
    const bound = { ...securityOverviewFixture, google2fa: true };

    applySecurityOverview(queryClient, api, auth, bound);

    expect(queryClient.getQueryData(SECURITY_QUERY_KEYS.overview)).toEqual(bound);
    expect(auth.getSnapshot().user?.is_google2fa).toBe(true);
    expect(queryClient.getQueryData(userInfoQuery(api, TOKEN).queryKey)?.is_google2fa).toBe(true);
  });

  it('unbinding clears the flag; an unchanged flag leaves the user object as it was', () => {
    const queryClient = new QueryClient();
    const auth = createAuthStore(createSafeStorage(localStorage));
    auth.signIn(TOKEN, { ...userFixture, is_google2fa: true });
    const before = auth.getSnapshot().user;

    applySecurityOverview(queryClient, api, auth, { ...securityOverviewFixture, google2fa: true });
    expect(auth.getSnapshot().user).toBe(before);

    applySecurityOverview(queryClient, api, auth, { ...securityOverviewFixture, google2fa: false });
    expect(auth.getSnapshot().user?.is_google2fa).toBe(false);
  });

  it('after logout only the overview is kept: no user is made up', () => {
    const queryClient = new QueryClient();
    const auth = createAuthStore(createSafeStorage(localStorage));

    applySecurityOverview(queryClient, api, auth, { ...securityOverviewFixture, google2fa: true });

    expect(auth.getSnapshot().user).toBeNull();
    expect(queryClient.getQueryData(userInfoQuery(api, TOKEN).queryKey)).toBeUndefined();
  });
});
