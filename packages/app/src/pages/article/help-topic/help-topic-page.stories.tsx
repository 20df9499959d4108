import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockRouteEmpty, mockRouteFailure, mockRouteLoading, userFixture } from '@exchange/api/msw';
import { inArabic } from '../../../testing/in-arabic.ts';
import { StoryAppView, type StoryApp } from '../../../testing/story-app.tsx';
import { appLoader } from '../../../testing/story-loaders.tsx';
import { shellSettled } from '../../assets/shared/story-settle.ts';

// The help topic pages over the English Q&A fixtures of @exchange/api/msw (five earn questions,
// five launchpad ones, six C2C ones), signed in (SPEC.md section 4: not public paths).

const signedIn = (path: string, handlers: Parameters<typeof appLoader>[0]['handlers'] = []) =>
  appLoader({ path, user: userFixture, handlers });

const meta = {
  title: 'Pages/Help/Topic',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <StoryAppView story={(loaded as { story: StoryApp }).story} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const questionList = () => screen.findByRole('list', { name: 'Questions' });
const questions = async (count: number) => {
  const list = await questionList();
  await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(count));
  return list;
};

/** /finance/help: every question closed, the way back to Earn and to the help centre. */
export const List: Story = {
  tags: ['visual'],
  loaders: [signedIn('/finance/help')],
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Earn help' })).toBeVisible();
    const list = await questions(5);
    for (const button of within(list).getAllByRole('button')) {
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    }
    await expect(screen.getByRole('link', { name: 'Back to Earn' })).toHaveAttribute(
      'href',
      '/finance',
    );
    await expect(screen.getByRole('link', { name: 'Help centre' })).toHaveAttribute(
      'href',
      '/article/list?category=finance-help',
    );
    await shellSettled();
  },
};

/** A question opened by a click, another by the keyboard; a second click closes the first. */
export const OneOpen: Story = {
  tags: ['visual'],
  loaders: [signedIn('/finance/help')],
  play: async () => {
    const list = await questions(5);
    const interest = within(list).getByRole('button', { name: 'How is interest calculated?' });
    await userEvent.click(interest);
    await expect(interest).toHaveAttribute('aria-expanded', 'true');
    const answer = await screen.findByRole('region', { name: 'How is interest calculated?' });
    await expect(await within(answer).findByText(/annual rate ÷ 365/)).toBeVisible();

    const redeem = within(list).getByRole('button', { name: 'How do I redeem?' });
    redeem.focus();
    await userEvent.keyboard('{Enter}');
    await expect(redeem).toHaveAttribute('aria-expanded', 'true');
    await expect(
      await within(screen.getByRole('region', { name: 'How do I redeem?' })).findByText(
        /forfeited/,
      ),
    ).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(redeem).toHaveAttribute('aria-expanded', 'false');
    await expect(interest).toHaveAttribute('aria-expanded', 'true');
    await shellSettled();
  },
};

/** `?q=<slug>` opens that question and brings it into view. */
export const DeepLink: Story = {
  loaders: [signedIn('/c2c/help?q=c2c-appeal')],
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'C2C help' })).toBeVisible();
    const list = await questions(6);
    const appeal = within(list)
      .getAllByRole('button')
      .find((button) => button.getAttribute('aria-expanded') === 'true');
    await expect(appeal).toBeDefined();
    await expect(within(list).getAllByRole('region')).toHaveLength(1);
    await expect(screen.getByRole('link', { name: 'Back to C2C' })).toHaveAttribute('href', '/c2c');
  },
};

/** The filter keeps the questions whose title holds the words; none says so. */
export const Filtered: Story = {
  tags: ['visual'],
  loaders: [signedIn('/subscribe/help')],
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Subscription help' }),
    ).toBeVisible();
    await questions(5);
    const filter = screen.getByRole('searchbox', { name: 'Filter questions' });
    await userEvent.type(filter, 'zzz');
    await expect(await screen.findByText('No question matches “zzz”')).toBeVisible();
    await userEvent.clear(filter);
    await userEvent.type(filter, 'HOW MUCH');
    const list = await questionList();
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(1));
    await expect(within(list).getByRole('button')).toHaveAccessibleName('How much will I receive?');
    await shellSettled();
  },
};

/** The category holds no article yet. */
export const Empty: Story = {
  tags: ['visual'],
  loaders: [signedIn('/finance/help', [mockRouteEmpty('articles')])],
  play: async () => {
    await expect(await screen.findByText('No questions here yet')).toBeVisible();
    await expect(screen.queryByRole('searchbox')).toBeNull();
    await shellSettled();
  },
};

/** The questions still loading: a skeleton, busy. */
export const Loading: Story = {
  tags: ['visual'],
  loaders: [signedIn('/finance/help', [mockRouteLoading('articles')])],
  play: async () => {
    await expect(await screen.findByText('Loading the questions…')).toHaveAttribute(
      'role',
      'status',
    );
    await expect(document.querySelector('main [aria-busy="true"]')).not.toBeNull();
  },
};

/** The questions could not be loaded: the error and Retry. */
export const LoadError: Story = {
  tags: ['visual'],
  loaders: [
    signedIn('/finance/help', [mockRouteFailure('articles', { status: 500, message: 'Down' })]),
  ],
  play: async () => {
    const alert = await screen.findByText('The questions could not be loaded.', undefined, {
      timeout: 8000,
    });
    await expect(alert).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    await shellSettled();
  },
};

/** In Arabic, right to left, one question open. */
export const Arabic: Story = inArabic(
  { ...List, loaders: [signedIn('/finance/help?q=finance-interest')] },
  async () => {
    await waitFor(() =>
      expect(document.querySelector('main [aria-expanded="true"]')).not.toBeNull(),
    );
    await shellSettled();
  },
);
