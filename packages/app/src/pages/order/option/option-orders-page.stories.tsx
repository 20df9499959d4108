import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockRouteLoading } from '@exchange/api/msw';
import { inArabic } from '../../../testing/in-arabic.ts';
import {
  failingOptionBook,
  optionOrdersBook,
} from '../../../trading/option-orders/option-orders-story-kit.ts';
import { shellSettled } from '../../assets/shared/story-settle.ts';
import { bodyRows, tableWithRows } from '../../../testing/table-rows.ts';
import {
  OptionCentreView,
  optionCentreLoader,
  type OptionCentreLoaded,
} from './option-orders-story-kit.tsx';

const PATH = '/order/option';

const meta = {
  title: 'Pages/Order/Option',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <OptionCentreView loaded={loaded as OptionCentreLoaded} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open options first: settling, waiting for its entry, and one in the money counting down. */
export const Open: Story = {
  tags: ['visual'],
  loaders: [optionCentreLoader(PATH)],
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Options orders' }),
    ).toBeVisible();
    await expect(screen.getByRole('tab', { name: 'Open options' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Open options have no result yet: no Result filter.
    await expect(screen.queryByRole('combobox', { name: 'Result' })).toBeNull();
    const table = await tableWithRows('Open options', 3);
    await expect(within(table).getByText('Settling…')).toBeVisible();
    await expect(within(table).getByText('Waiting for entry')).toBeVisible();
    await expect(await within(table).findByText('In the money')).toBeVisible();
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'ready');
    await shellSettled();
  },
};

/** The history tab goes into the URL: a win, a loss and a refunded tie with their profits. */
export const History: Story = {
  tags: ['visual'],
  loaders: [optionCentreLoader(PATH)],
  play: async ({ loaded }) => {
    const { app } = (loaded as OptionCentreLoaded).story;
    await tableWithRows('Open options', 3);
    await userEvent.click(screen.getByRole('tab', { name: 'Option history' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ tab: 'history' }));
    const table = await tableWithRows('Option history', 3);
    await expect(within(table).getByText('+41.00 USDT')).toBeVisible();
    await expect(within(table).getByText('\u221220.00 USDT')).toBeVisible();
    await expect(within(table).getByText('Tie, refunded')).toBeVisible();
    await shellSettled();
  },
};

/** A result chosen from the list goes into the URL and narrows the rows. */
export const Filtered: Story = {
  tags: ['visual'],
  loaders: [optionCentreLoader(`${PATH}?tab=history`)],
  play: async ({ loaded }) => {
    const { app } = (loaded as OptionCentreLoaded).story;
    await tableWithRows('Option history', 3);
    await userEvent.click(screen.getByRole('combobox', { name: 'Result' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Tie, refunded' }));
    await waitFor(() =>
      expect(app.router.state.location.search).toEqual({ tab: 'history', status: 'draw' }),
    );
    const table = await tableWithRows('Option history', 1);
    await expect(within(table).getByText('Tie, refunded')).toBeVisible();
    await shellSettled();
  },
};

/** Pair and direction from the URL. */
export const FilteredFromUrl: Story = {
  loaders: [optionCentreLoader(`${PATH}?tab=history&symbol=ETHUSDT&direction=up`)],
  play: async () => {
    const table = await tableWithRows('Option history', 1);
    await expect(within(table).getByText('Lost')).toBeVisible();
    await expect(screen.getByRole('combobox', { name: 'Pair' })).toHaveTextContent('ETH/USDT');
    await expect(screen.getByRole('combobox', { name: 'Direction' })).toHaveTextContent('Up');
  },
};

export const Empty: Story = {
  tags: ['visual'],
  loaders: [optionCentreLoader(PATH, { book: () => optionOrdersBook([]) })],
  play: async () => {
    await expect(await screen.findByText('No open options')).toBeVisible();
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'empty');
    await expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await userEvent.click(screen.getByRole('tab', { name: 'Option history' }));
    await expect(await screen.findByText('No settled options yet')).toBeVisible();
    await shellSettled();
  },
};

export const FilteredEmpty: Story = {
  loaders: [optionCentreLoader(`${PATH}?from=2020-01-01&to=2020-01-02`)],
  play: async () => {
    await expect(await screen.findByText('No open option matches these filters')).toBeVisible();
  },
};

/** Export CSV sends the tab and the filters, not the page. */
export const Export: Story = {
  loaders: [optionCentreLoader(`${PATH}?tab=history&direction=down`)],
  play: async ({ loaded }) => {
    const { book } = loaded as OptionCentreLoaded;
    await tableWithRows('Option history', 1);
    const button = screen.getByRole('button', { name: 'Export CSV' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() =>
      expect(book.exportQueries).toEqual([{ state: 'history', direction: 'down' }]),
    );
  },
};

export const Loading: Story = {
  loaders: [optionCentreLoader(PATH, { handlers: [mockRouteLoading('optionOrders')] })],
  play: async () => {
    await expect(await screen.findByRole('table', { name: 'Open options' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'loading');
  },
};

export const Failed: Story = {
  tags: ['visual'],
  loaders: [optionCentreLoader(PATH, { book: failingOptionBook })],
  play: async () => {
    await expect(await screen.findByText('Could not load your open options.')).toBeVisible();
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'error');
    await shellSettled();
  },
};

export const Arabic: Story = inArabic(Open, async () => {
  const main = await screen.findByRole('main');
  await waitFor(() => expect(main).toHaveAttribute('data-state', 'ready'));
  const table = within(main).getByRole('table');
  await waitFor(() => expect(bodyRows(table)).toHaveLength(3));
  await shellSettled();
});
