import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { BASIC_REJECTION_REASON, mockRouteFailure } from '@exchange/api/msw';
import { inArabic } from '../../../../testing/in-arabic.ts';
import { StoryAppView, type StoryApp } from '../../../../testing/story-app.tsx';
import { footerSettled, identityLoader } from '../shared/identity-story-kit.ts';

const PATH = '/account/id-auth';

const meta = {
  title: 'App/Pages/Account/Identity verification',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <StoryAppView story={loaded.story as StoryApp} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const levelCard = (name: string) => screen.findByRole('region', { name });

/** A new account: nothing verified, 2,000 a day, basic verification to start. */
export const Unverified: Story = {
  tags: ['visual'],
  loaders: [identityLoader(PATH, 'unverified')],
  play: async () => {
    await expect(await screen.findByText('Your level:')).toHaveTextContent(
      'Your level: Unverified',
    );
    const steps = screen.getByRole('list', { name: 'Verification levels' });
    await expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(steps).getByText('Unverified').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(steps).toHaveTextContent(/\u2066?50,000 USDT\u2069? a day/);
    const usage = screen.getByRole('progressbar', { name: 'Withdrawn in the last 24 hours' });
    await expect(usage).toHaveAttribute('aria-valuenow', '0');
    await expect(screen.getByText(/Left today/)).toHaveTextContent('2,000 USDT');
    const basic = await levelCard('Basic verification');
    await expect(basic).toHaveTextContent('Not submitted');
    await expect(basic).toHaveTextContent(
      /Unlocks a 24-hour withdrawal limit of \u2066?50,000 USDT\u2069?\./,
    );
    await expect(
      within(basic).getByRole('link', { name: 'Start basic verification' }),
    ).toHaveAttribute('href', '/account/id-auth/base-auth');
    const advanced = await levelCard('Advanced verification');
    await expect(advanced).toHaveTextContent('Available once basic verification is approved.');
    await expect(within(advanced).queryByRole('link')).toBeNull();
  },
};

export const Arabic: Story = inArabic(Unverified, async () => {
  await expect(await screen.findByRole('list', { name: 'مستويات التحقق' })).toBeVisible();
});

/** Basic sent a few minutes ago: under review, nothing to do but wait. */
export const BasicPending: Story = {
  tags: ['visual'],
  loaders: [identityLoader(PATH, 'basicPending')],
  play: async () => {
    const basic = await levelCard('Basic verification');
    await expect(basic).toHaveAttribute('data-state', 'pending');
    await expect(basic).toHaveTextContent('Under review');
    await expect(within(basic).getByRole('status')).toHaveTextContent(
      'We are reviewing what you sent.',
    );
    await expect(within(basic).queryByRole('link')).toBeNull();
    await expect(
      screen.getByRole('progressbar', { name: 'Withdrawn in the last 24 hours' }),
    ).toHaveAttribute('aria-valuenow', '25');
  },
};

/** Basic refused: the reviewer's reason, and the form to send again. */
export const BasicRejected: Story = {
  tags: ['visual'],
  loaders: [identityLoader(PATH, 'basicRejected')],
  play: async () => {
    const basic = await levelCard('Basic verification');
    await expect(basic).toHaveTextContent('Rejected');
    await expect(basic).toHaveTextContent(`Reason: ${BASIC_REJECTION_REASON}`);
    await expect(within(basic).getByRole('link', { name: 'Submit again' })).toHaveAttribute(
      'href',
      '/account/id-auth/base-auth',
    );
  },
};

/** Basic approved: 50,000 a day, and advanced verification to start. */
export const BasicApproved: Story = {
  tags: ['visual'],
  loaders: [identityLoader(PATH, 'basicApproved')],
  play: async () => {
    await expect(await screen.findByText('Your level:')).toHaveTextContent('Your level: Basic');
    const basic = await levelCard('Basic verification');
    await expect(basic).toHaveTextContent('Approved');
    await expect(basic).toHaveTextContent('A*** L***');
    await expect(basic).toHaveTextContent('United Kingdom');
    await expect(basic).toHaveTextContent('Passport ****4821');
    const advanced = await levelCard('Advanced verification');
    await expect(
      within(advanced).getByRole('link', { name: 'Start advanced verification' }),
    ).toHaveAttribute('href', '/account/id-auth/advanced-auth');
    await expect(screen.getByText(/Left today/)).toHaveTextContent('48,749.5 USDT');
  },
};

export const AdvancedPending: Story = {
  tags: ['visual'],
  loaders: [identityLoader(PATH, 'advancedPending')],
  play: async () => {
    const advanced = await levelCard('Advanced verification');
    await expect(advanced).toHaveAttribute('data-state', 'pending');
    await expect(within(advanced).getByRole('status')).toBeVisible();
  },
};

/** Fully verified: the last step is current, the bar measures against 1,000,000 a day. */
export const AdvancedApproved: Story = {
  tags: ['visual'],
  loaders: [identityLoader(PATH, 'advancedApproved')],
  play: async () => {
    await expect(await screen.findByText('Your level:')).toHaveTextContent('Your level: Advanced');
    const steps = screen.getByRole('list', { name: 'Verification levels' });
    await expect(within(steps).getByText('Advanced').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(
      screen.getByRole('progressbar', { name: 'Withdrawn in the last 24 hours' }),
    ).toHaveAttribute('aria-valuenow', '25');
    await expect(await levelCard('Advanced verification')).toHaveTextContent('Approved');
  },
};

export const LoadFailed: Story = {
  tags: ['visual'],
  loaders: [
    identityLoader(PATH, null, [
      mockRouteFailure('identityStatus', { status: 500, message: 'Internal error' }),
    ]),
  ],
  play: async () => {
    const main = screen.getByRole('main');
    await expect(await within(main).findByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(main).toHaveAttribute('data-state', 'error');
    await footerSettled();
  },
};
