import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { configFixture, userFixture } from '@exchange/api/msw';
import { AppServicesProvider } from '../app-services.tsx';
import { toSiteConfig } from '../config/site-config.ts';
import { configQuery } from '../queries/config.query.ts';
import { createStoryApp } from '../testing/story-app.tsx';
import { useDateTimeOptions } from './use-date-time-options.ts';

/** An app whose config is `website_client_timezone` Asia/Shanghai, `website_time_24` "0". */
async function appFor(user: typeof userFixture | null) {
  const { app } = await createStoryApp({ path: '/', user });
  app.queryClient.setQueryData(configQuery(app.api).queryKey, toSiteConfig(configFixture));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={app.queryClient}>
      <AppServicesProvider services={app.services}>{children}</AppServicesProvider>
    </QueryClientProvider>
  );
  return { app, wrapper };
}

describe('useDateTimeOptions', () => {
  it("shows a visitor's times in the configured zone and clock", async () => {
    const { wrapper } = await appFor(null);
    const { result } = await renderHook(() => useDateTimeOptions(), { wrapper });
    expect(result.current).toEqual({ timezone: 'Asia/Shanghai', hour24: false });
  });

  it("prefers the signed-in user's timezone and 24-hour clock over the config", async () => {
    const { wrapper } = await appFor({
      ...userFixture,
      timezone: 'Europe/Berlin',
      time_24: true,
    });
    const { result } = await renderHook(() => useDateTimeOptions(), { wrapper });
    expect(result.current).toEqual({ timezone: 'Europe/Berlin', hour24: true });
  });

  it('follows a change of the user at once and falls back after logout', async () => {
    const { app, wrapper } = await appFor(userFixture);
    const { result, act } = await renderHook(() => useDateTimeOptions(), { wrapper });
    expect(result.current).toEqual({ timezone: 'Asia/Shanghai', hour24: false });
    await act(() => {
      app.services.auth.setUser({ ...userFixture, timezone: 'UTC', time_24: true });
    });
    expect(result.current).toEqual({ timezone: 'UTC', hour24: true });
    await act(() => {
      app.services.auth.clear();
    });
    expect(result.current).toEqual({ timezone: 'Asia/Shanghai', hour24: false });
  });
});
