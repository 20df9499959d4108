import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { RouteRequest } from '@exchange/api';
import {
  mockRouteEmpty,
  mockRouteFailure,
  mockRouteLoading,
  routeHandler,
  statementsFixture,
  userFixture,
} from '@exchange/api/msw';
import { inArabic } from '../../../testing/in-arabic.ts';
import { StoryAppView, type StoryApp } from '../../../testing/story-app.tsx';
import { appLoader } from '../../../testing/story-loaders.tsx';
import { shellSettled } from '../shared/story-settle.ts';

const PATH = '/assets/capital-flow';

const meta = {
  title: 'App/Pages/Assets/Capital flow',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <StoryAppView story={loaded.story as StoryApp} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const movements = () => screen.findByRole('table', { name: 'Capital flow' });
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

export const Loading: Story = {
  tags: ['visual'],
  loaders: [
    appLoader({ path: PATH, user: userFixture, handlers: [mockRouteLoading('statements')] }),
  ],
  play: async () => {
    await expect(await screen.findByText('Loading movements…')).toBeVisible();
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'loading');
    await shellSettled();
  },
};

export const Empty: Story = {
  tags: ['visual'],
  loaders: [appLoader({ path: PATH, user: userFixture, handlers: [mockRouteEmpty('statements')] })],
  play: async () => {
    await expect(await screen.findByText('No movements yet.')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

/** Every movement with its translated type, signed amount and balance after. */
export const Filled: Story = {
  tags: ['visual'],
  loaders: [appLoader({ path: PATH, user: userFixture })],
  play: async () => {
    const table = await movements();
    await waitFor(() => expect(bodyRows(table)).toHaveLength(statementsFixture.length));
    await expect(table).toHaveTextContent('Trade fee');
    await expect(table).toHaveTextContent('Transfer out');
    await expect(table).toHaveTextContent('Demo funds');
    await expect(table).toHaveTextContent('−2,500 USDT');
    await expect(screen.getByRole('main')).toHaveTextContent(
      `Movements: ${String(statementsFixture.length)}`,
    );
  },
};

export const Arabic: Story = inArabic(Filled, async () => {
  const table = await screen.findByRole('table', { name: 'حركة الأموال' });
  await waitFor(() => expect(bodyRows(table)).toHaveLength(statementsFixture.length));
});

export const Failed: Story = {
  tags: ['visual'],
  loaders: [
    appLoader({
      path: PATH,
      user: userFixture,
      handlers: [mockRouteFailure('statements', { status: 500, message: 'Internal error' })],
    }),
  ],
  play: async () => {
    const main = screen.getByRole('main');
    await expect(await within(main).findByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(main).toHaveAttribute('data-state', 'error');
    await shellSettled();
  },
};

/** Choosing a type puts it in the URL and asks the server for that type only. */
export const FilterByType: Story = {
  loaders: [appLoader({ path: PATH, user: userFixture })],
  play: async ({ loaded }) => {
    const { app } = loaded.story as StoryApp;
    const table = await movements();
    await waitFor(() => expect(bodyRows(table)).toHaveLength(statementsFixture.length));
    await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Trade fee' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ type: 'trade_fee' }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(1));
    await expect(table).toHaveTextContent('−0.0001 BTC');
  },
};

/** Filters read from the URL: a coin and an account with nothing in it. */
export const FilteredFromUrl: Story = {
  loaders: [appLoader({ path: `${PATH}?account=futures&coin=USDT`, user: userFixture })],
  play: async () => {
    await expect(await screen.findByText('No movement matches these filters.')).toBeVisible();
    await expect(screen.getByRole('combobox', { name: 'Account' })).toHaveTextContent('Futures');
  },
};

/** Export CSV asks the server for the whole filtered set, not only the page shown. */
export const ExportCsv: Story = {
  loaders: [
    async (context) => {
      const asked: RouteRequest<'statementsExport'>['query'][] = [];
      const handler = routeHandler('statementsExport', ({ query }) => {
        asked.push(query);
        return 'id,time,type\n506,2026-11-22,withdraw\n';
      });
      const loaded = await appLoader({
        path: `${PATH}?type=withdraw`,
        user: userFixture,
        handlers: [handler],
      })(context);
      return { ...loaded, asked };
    },
  ],
  play: async ({ loaded }) => {
    const { asked } = loaded as { asked: unknown[] };
    const button = await screen.findByRole('button', { name: 'Export CSV' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(asked).toEqual([{ type: 'withdraw' }]));
  },
};
