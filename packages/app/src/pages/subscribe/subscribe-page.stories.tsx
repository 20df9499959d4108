import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockRouteEmpty, mockRouteFailure, mockRouteLoading } from '@exchange/api/msw';
import { inArabic } from '../../testing/in-arabic.ts';
import { shellSettled } from '../assets/shared/story-settle.ts';
import { LaunchpadView, launchpadLoader, type LaunchpadLoaded } from './subscribe-story-kit.tsx';

const PATH = '/subscribe';

const meta = {
  title: 'Pages/Subscribe/Projects',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <LaunchpadView loaded={loaded as LaunchpadLoaded} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (name: string) => screen.findByRole('article', { name });
/**
 * The client's error toast of a refusal stays 2 s: a baseline is taken once it has gone, or it
 * is in one run's screenshot and not in the next. (An open dialog hides the rest of the page
 * from the accessibility tree, the toasts' region too.)
 */
const toastsGone = () =>
  waitFor(
    () =>
      expect(
        screen.getByRole('region', { name: 'Notifications', hidden: true }).childElementCount,
      ).toBe(0),
    { timeout: 5000 },
  );

/** Every phase's project: subscribing with its countdown and progress, upcoming, ended. */
export const List: Story = {
  tags: ['visual'],
  loaders: [launchpadLoader(PATH)],
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Subscription' }),
    ).toBeVisible();
    const nimbus = await card('Nimbus Storage');
    await expect(within(nimbus).getByText('Subscribing')).toBeVisible();
    await expect(within(nimbus).getByText('Closes in')).toBeVisible();
    // Two days left of the three-day window at the fixtures' instant: days, then the clock.
    await expect(within(nimbus).getByText('2d 00:00:00')).toBeVisible();
    await expect(within(nimbus).getByText('2,500 USDT')).toBeVisible();
    await expect(within(nimbus).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    const quill = await card('Quill Identity');
    await expect(within(quill).getByText('Opens in')).toBeVisible();
    await expect(within(quill).getByText('5d 00:00:00')).toBeVisible();
    const orbit = await card('Orbit Relay');
    await expect(within(orbit).getByText('Trading is open on ORBTUSDT')).toBeVisible();
    await shellSettled();
  },
};

/** The Upcoming tab asks for that phase only. */
export const Filtered: Story = {
  tags: ['visual'],
  loaders: [launchpadLoader(PATH)],
  play: async () => {
    await card('Nimbus Storage');
    await userEvent.click(screen.getByRole('tab', { name: 'Upcoming' }));
    await card('Quill Identity');
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Nimbus Storage' })).toBeNull(),
    );
    await shellSettled();
  },
};

export const Loading: Story = {
  loaders: [launchpadLoader(PATH, { handlers: [mockRouteLoading('launchpadProjects')] })],
  play: async () => {
    await expect(await screen.findByRole('status', { name: 'Loading projects' })).toBeVisible();
  },
};

export const Empty: Story = {
  tags: ['visual'],
  loaders: [launchpadLoader(PATH, { handlers: [mockRouteEmpty('launchpadProjects')] })],
  play: async () => {
    await expect(await screen.findByText('No projects in this phase')).toBeVisible();
    await shellSettled();
  },
};

export const Failed: Story = {
  loaders: [
    launchpadLoader(PATH, { handlers: [mockRouteFailure('launchpadProjects', { status: 500 })] }),
  ],
  play: async () => {
    await expect(await screen.findByText('The projects could not be loaded.')).toBeVisible();
  },
};

/** The commit dialog: timeline, Max = the cap left (7,500 of 10,000), the pro-rata estimate. */
export const CommitDialog: Story = {
  tags: ['visual'],
  loaders: [launchpadLoader(PATH)],
  play: async () => {
    const nimbus = await card('Nimbus Storage');
    await userEvent.click(within(nimbus).getByRole('button', { name: 'Commit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nimbus Storage (NIMB)' });
    await expect(within(dialog).getByRole('list', { name: 'Phases' })).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('Amount to commit'), '1000');
    // 3,500 of 1,481,000 committed against 1,000,000 offered: 3,500 × 20,000,000 ÷ 1,481,000.
    await expect(within(dialog).getByText('3,500 USDT')).toBeVisible();
    await expect(within(dialog).getByText('47,265.36 NIMB')).toBeVisible();
    await shellSettled();
  },
};

/** Over the cap left: the form says so before sending. */
export const OverCap: Story = {
  loaders: [launchpadLoader(PATH)],
  play: async () => {
    const nimbus = await card('Nimbus Storage');
    await userEvent.click(within(nimbus).getByRole('button', { name: 'Commit' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Amount to commit'), '8000');
    await expect(
      await within(dialog).findByText(/Over the per-user cap|More than your available/),
    ).toBeVisible();
  },
};

/** The server's refusal shows under the amount, naming the field. */
export const Refused: Story = {
  tags: ['visual'],
  loaders: [
    launchpadLoader(PATH, {
      handlers: [
        mockRouteFailure('launchpadCommit', {
          status: 422,
          message: 'amount: More than the spot balance available',
          errors: [{ field: 'amount', message: 'More than the spot balance available' }],
        }),
      ],
    }),
  ],
  play: async () => {
    const nimbus = await card('Nimbus Storage');
    await userEvent.click(within(nimbus).getByRole('button', { name: 'Commit' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Amount to commit'), '100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Commit' }));
    await expect(
      await within(dialog).findByText('More than the spot balance available'),
    ).toBeVisible();
    // Focus goes back to the refused field, not to the whole dialog (the trap's fallback once
    // the disabled Commit button dropped it), whether the answer came before or after.
    await waitFor(() => expect(within(dialog).getByLabelText('Amount to commit')).toHaveFocus());
    await toastsGone();
    await shellSettled();
  },
};

/** An ended project shows the caller's allocation and refund. */
export const Distributed: Story = {
  tags: ['visual'],
  loaders: [launchpadLoader(PATH)],
  play: async () => {
    const orbit = await card('Orbit Relay');
    await userEvent.click(within(orbit).getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Orbit Relay (ORBT)' });
    await expect(within(dialog).getByText('50,000 ORBT')).toBeVisible();
    await expect(within(dialog).getByText('3,000 USDT')).toBeVisible();
    await shellSettled();
  },
};

/** /subscribe is behind the sign-in guard: a visitor is asked to log in first. */
export const SignedOut: Story = {
  loaders: [launchpadLoader(PATH, { signedIn: false })],
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(screen.queryByRole('article')).toBeNull();
  },
};

export const Arabic: Story = inArabic(List, async () => {
  await screen.findAllByRole('article');
  await shellSettled();
});
