import { createContext, use, useState, type ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { RequestHandler } from 'msw';
import type { ContractCloseBody, ContractOpenBody, ContractPair, UserInfo } from '@exchange/api';
import { contractPairsFixture, defaultResolvers, routeHandler } from '@exchange/api/msw';
import { AppServicesProvider } from '../../../app-services.tsx';
import { storyGlobals } from '../../../testing/story-loaders.tsx';
import { createStoryApp, type StoryApp } from '../../../testing/story-app.tsx';

// The order form's stories: a whole app's services (API over MSW fixtures, query cache, session,
// language) around the form alone, in a memory router at /contract-trade so the sign-in links
// render real hrefs, and a record of every body the form sent.

const btc = contractPairsFixture.find((pair) => pair.symbol === 'BTCUSDT');
if (btc === undefined) throw new Error('BTCUSDT is missing from the contract fixtures');

/** BTC/USDT perpetual of the fixtures (brackets of Binance's BTCUSDT table). */
export const BTC_PERP: ContractPair = btc;

/** The bodies the form sent, in order (each story loads its own). */
export interface SentBodies {
  open: unknown[];
  close: unknown[];
}

export interface FormStory {
  story: StoryApp;
  sent: SentBodies;
}

/**
 * A loader: the story's app, signed in as `user` (a visitor with `null`), its MSW handlers tried
 * before the recording ones and the fixtures.
 *
 * @example loaders: [formLoader({ user: userFixture })]
 */
export function formLoader(options: { user: UserInfo | null; handlers?: RequestHandler[] }) {
  return async (context: { globals: Record<string, unknown> }): Promise<FormStory> => {
    const sent: SentBodies = { open: [], close: [] };
    const recording = [
      routeHandler('contractOpen', (request) => {
        sent.open.push(request.body satisfies ContractOpenBody);
        return defaultResolvers.contractOpen(request);
      }),
      routeHandler('contractClose', (request) => {
        sent.close.push(request.body satisfies ContractCloseBody);
        return defaultResolvers.contractClose(request);
      }),
    ];
    const story = await createStoryApp({
      ...storyGlobals(context),
      path: '/contract-trade',
      user: options.user,
      handlers: [...(options.handlers ?? []), ...recording],
    });
    return { story, sent };
  };
}

const Content = createContext<ReactNode>(null);

function FrameContent() {
  return use(Content);
}

/** The app's providers and a memory router at /contract-trade around `children`. */
export function FormFrame({ story, children }: { story: StoryApp; children: ReactNode }) {
  const { app } = story;
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute({ component: FrameContent }),
      history: createMemoryHistory({ initialEntries: ['/contract-trade'] }),
    }),
  );
  return (
    <I18nProvider i18n={app.i18n}>
      <QueryClientProvider client={app.queryClient}>
        <AppServicesProvider services={app.services}>
          <Content value={<div style={{ inlineSize: 340 }}>{children}</div>}>
            <RouterProvider router={router} />
          </Content>
        </AppServicesProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
