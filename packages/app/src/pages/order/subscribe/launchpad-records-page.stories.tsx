import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockRouteEmpty, mockRouteFailure, mockRouteLoading } from '@exchange/api/msw';
import { inArabic } from '../../../testing/in-arabic.ts';
import { shellSettled } from '../../assets/shared/story-settle.ts';
import {
  LaunchpadView,
  launchpadLoader,
  type LaunchpadLoaded,
} from '../../subscribe/subscribe-story-kit.tsx';

const PATH = '/order/subscribe';
const TABLE = 'Subscription records';

/** The body rows (not the header) of a table. */
function bodyRows(table: HTMLElement): HTMLElement[] {
  return within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0);
}

/** The records table once it shows `count` rows. */
async function tableWithRows(count: number): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: TABLE });
  await waitFor(() => expect(bodyRows(table)).toHaveLength(count));
  return table;
}

const meta = {
  title: 'Pages/Order/Subscribe',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <LaunchpadView loaded={loaded as LaunchpadLoaded} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two commitments to Nimbus, then Orbit Relay's allocation (with its cost) and refund. */
export const List: Story = {
  tags: ['visual'],
  loaders: [launchpadLoader(PATH)],
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Subscription orders' }),
    ).toBeVisible();
    const table = await screen.findByRole('table', { name: TABLE });
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThanOrEqual(4));
    await expect(within(table).getByText('3,000 USDT')).toBeVisible();
    await expect(within(table).getAllByText('Refund').length).toBeGreaterThan(0);
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'ready');
    await shellSettled();
  },
};

/** A type chosen from the list goes into the URL and narrows the rows. */
export const Filtered: Story = {
  tags: ['visual'],
  loaders: [launchpadLoader(PATH)],
  play: async ({ loaded }) => {
    const { app } = (loaded as LaunchpadLoaded).story;
    await screen.findByRole('table', { name: TABLE });
    await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Refund' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ type: 'refund' }));
    const table = await tableWithRows(1);
    await expect(within(table).getByText('3,000 USDT')).toBeVisible();
    await shellSettled();
  },
};

export const Empty: Story = {
  tags: ['visual'],
  loaders: [launchpadLoader(PATH, { handlers: [mockRouteEmpty('launchpadRecords')] })],
  play: async () => {
    await expect(await screen.findByText('No subscription records yet')).toBeVisible();
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'empty');
    await expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await shellSettled();
  },
};

export const FilteredEmpty: Story = {
  loaders: [launchpadLoader(`${PATH}?from=2020-01-01&to=2020-01-02`)],
  play: async () => {
    await expect(await screen.findByText('No record matches these filters')).toBeVisible();
  },
};

/** Export CSV sends the filters, not the page, to the records export route. */
export const Export: Story = {
  loaders: [
    async (context) => {
      const queries: Record<string, string>[] = [];
      const loaded = await launchpadLoader(`${PATH}?type=commit`, {
        handlers: [
          http.get('*/launchpad/records/export', ({ request }) => {
            queries.push(Object.fromEntries(new URL(request.url).searchParams));
            return new HttpResponse('id,type\n', { headers: { 'content-type': 'text/csv' } });
          }),
        ],
      })(context);
      return { ...loaded, queries };
    },
  ],
  play: async ({ loaded }) => {
    const { queries } = loaded as LaunchpadLoaded & { queries: Record<string, string>[] };
    await tableWithRows(3);
    const button = screen.getByRole('button', { name: 'Export CSV' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(queries).toEqual([{ type: 'commit' }]));
  },
};

export const Loading: Story = {
  loaders: [launchpadLoader(PATH, { handlers: [mockRouteLoading('launchpadRecords')] })],
  play: async () => {
    await expect(await screen.findByRole('table', { name: TABLE })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'loading');
  },
};

export const Failed: Story = {
  tags: ['visual'],
  loaders: [
    launchpadLoader(PATH, { handlers: [mockRouteFailure('launchpadRecords', { status: 500 })] }),
  ],
  play: async () => {
    await expect(
      await screen.findByText('Could not load your subscription records.'),
    ).toBeVisible();
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'error');
    await shellSettled();
  },
};

export const Arabic: Story = inArabic(List, async () => {
  const main = await screen.findByRole('main');
  await waitFor(() => expect(main).toHaveAttribute('data-state', 'ready'));
  await shellSettled();
});
