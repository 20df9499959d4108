import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockRouteFailure, mockRouteLoading } from '@exchange/api/msw';
import { inArabic } from '../../../testing/in-arabic.ts';
import { shellSettled } from '../../assets/shared/story-settle.ts';
import { CopyView, copyLoader, type CopyLoaded } from '../orders/copy-story-kit.tsx';

// /copy-trade/follow over the copy fixtures: Range Hunter (30003) has free places, Momentum
// Desk (30002) is full, Steady Compounder (30001) is already copied; the demo user's futures
// account has 2,400 USDT available.

const meta = {
  title: 'Pages/CopyTrade/Follow',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <CopyView loaded={loaded as CopyLoaded} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const PATH = '/copy-trade/follow?leader_id=30003';

async function fill(label: string, value: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.type(input, value);
}

/** The leader's summary and the settings, a fixed amount previewed on a 1 BTC order. */
export const Form: Story = {
  tags: ['visual'],
  loaders: [copyLoader(PATH)],
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Range Hunter' })).toBeVisible();
    await expect(screen.getByText('41 / 200')).toBeVisible();
    await expect(screen.getByText('8%')).toBeVisible();
    await expect(await screen.findByText('Futures available: 2,400 USDT')).toBeVisible();
    await fill('Margin per order', '50');
    await fill('Maximum per position', '500');
    await fill('Total budget', '1000');
    await expect(
      await screen.findByText(
        /A lead trader's 1 BTC order at 20× would copy as 0\.015\d* BTC, using 49\.\d+ USDT of margin\./,
      ),
    ).toBeVisible();
    // Typing scrolled the form into view: the picture is of the page from its top, unfocused.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    window.scrollTo(0, 0);
    await shellSettled();
  },
};

/** Confirmed: the settings go to the server (stop-loss as a fraction), then My copies. */
export const Follow: Story = {
  loaders: [copyLoader(PATH)],
  play: async ({ loaded }) => {
    const { sent, story } = loaded as CopyLoaded;
    await screen.findByRole('heading', { name: 'Range Hunter' });
    await userEvent.click(screen.getByRole('radio', { name: /Ratio/ }));
    await fill('Ratio', '0.5');
    await fill('Maximum per position', '300');
    await fill('Total budget', '1500');
    await fill('Copy stop-loss (optional)', '25');
    await userEvent.click(screen.getByRole('button', { name: 'Start copying' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy Range Hunter?' });
    await expect(within(dialog).getByText('Ratio · 0.5×')).toBeVisible();
    await expect(within(dialog).getByText('25%')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(sent.follow).toEqual([
        {
          leader_id: 30_003,
          mode: 'ratio',
          ratio: '0.5',
          max_per_position: '300',
          budget: '1500',
          stop_loss_rate: '0.25',
        },
      ]),
    );
    await waitFor(() => expect(story.app.router.state.location.pathname).toBe('/copy-trade/order'));
    await expect(story.app.router.state.location.search).toEqual({ tab: 'copies' });
  },
};

/** The server's bounds on the client: ratio, budget above futures (with Transfer), stop-loss. */
export const Validation: Story = {
  loaders: [copyLoader(PATH)],
  play: async () => {
    await screen.findByRole('heading', { name: 'Range Hunter' });
    await userEvent.click(screen.getByRole('button', { name: 'Start copying' }));
    await expect(await screen.findAllByText('Required.')).toHaveLength(3);
    await userEvent.click(screen.getByRole('radio', { name: /Ratio/ }));
    await fill('Ratio', '20');
    await expect(await screen.findByText('Between 0.01 and 10.')).toBeVisible();
    await findTotalBudgetError();
    await fill('Copy stop-loss (optional)', '0');
    await expect(await screen.findByText('Between 0 and 100.')).toBeVisible();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

async function findTotalBudgetError() {
  await fill('Total budget', '5000');
  await expect(
    await screen.findByText('More than the 2,400 USDT available in futures.'),
  ).toBeVisible();
  await expect(screen.getByRole('link', { name: 'Transfer' })).toHaveAttribute(
    'href',
    '/assets/futures-account',
  );
}

/** A maximum per position too small for the contract's minimum: the preview says it is skipped. */
export const PreviewSkipped: Story = {
  loaders: [copyLoader(PATH)],
  play: async () => {
    await screen.findByRole('heading', { name: 'Range Hunter' });
    await fill('Margin per order', '1');
    await fill('Maximum per position', '0.1');
    await expect(
      await screen.findByText(/would be skipped: the maximum per position is reached\./),
    ).toBeVisible();
  },
};

/** The server refuses the budget: its message goes under Total budget. */
export const ServerFieldError: Story = {
  loaders: [
    copyLoader(PATH, {
      handlers: [
        mockRouteFailure('copyFollow', {
          status: 422,
          message: 'budget: More than your futures balance',
          errors: [{ field: 'budget', message: 'More than your futures balance' }],
        }),
      ],
    }),
  ],
  play: async () => {
    await screen.findByRole('heading', { name: 'Range Hunter' });
    await fill('Margin per order', '50');
    await fill('Maximum per position', '500');
    await fill('Total budget', '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Start copying' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy Range Hunter?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Total budget')).toHaveAccessibleDescription(
        'More than your futures balance',
      ),
    );
  },
};

/** A full leader: no copying. */
export const FullLeader: Story = {
  tags: ['visual'],
  loaders: [copyLoader('/copy-trade/follow?leader_id=30002')],
  play: async () => {
    await expect(await screen.findByText('This lead trader has no free places.')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Start copying' })).toBeDisabled();
    await shellSettled();
  },
};

/** Already copying this leader: a link to the copy instead. */
export const AlreadyCopying: Story = {
  loaders: [copyLoader('/copy-trade/follow?leader_id=30001')],
  play: async () => {
    await expect(await screen.findByText(/You already copy this lead trader\./)).toBeVisible();
    await expect(screen.getByRole('link', { name: 'My copies' })).toHaveAttribute(
      'href',
      '/copy-trade/order?tab=copies',
    );
    await expect(screen.getByRole('button', { name: 'Start copying' })).toBeDisabled();
  },
};

/** No leader_id: a way to choose one. */
export const NoLeader: Story = {
  tags: ['visual'],
  loaders: [copyLoader('/copy-trade/follow')],
  play: async () => {
    await expect(await screen.findByRole('link', { name: 'Choose a lead trader' })).toHaveAttribute(
      'href',
      '/copy-trade',
    );
    await shellSettled();
  },
};

export const UnknownLeader: Story = {
  loaders: [copyLoader('/copy-trade/follow?leader_id=99999')],
  play: async () => {
    await expect(
      await screen.findByText('This lead trader does not exist or no longer leads.'),
    ).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Choose a lead trader' })).toBeVisible();
  },
};

export const Loading: Story = {
  loaders: [copyLoader(PATH, { handlers: [mockRouteLoading('copyLeader')] })],
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(document.querySelector('[data-state="loading"]')).not.toBeNull();
  },
};

export const Failed: Story = {
  loaders: [
    copyLoader(PATH, {
      handlers: [mockRouteFailure('copyLeader', { status: 500, message: 'No' })],
    }),
  ],
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const Arabic: Story = inArabic(Form, async () => {
  await waitFor(() => expect(document.querySelector('[data-state="ready"]')).not.toBeNull());
  await screen.findByRole('form');
  await shellSettled();
});
