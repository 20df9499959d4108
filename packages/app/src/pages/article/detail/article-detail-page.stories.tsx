import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  articlesFixture,
  mockRoute,
  mockRouteFailure,
  mockRouteLoading,
  userFixture,
} from '@exchange/api/msw';
import { inArabic } from '../../../testing/in-arabic.ts';
import { StoryAppView, type StoryApp } from '../../../testing/story-app.tsx';
import { appLoader } from '../../../testing/story-loaders.tsx';
import { shellSettled } from '../../assets/shared/story-settle.ts';

// /article/detail over the article fixtures of @exchange/api/msw: "Risk notice" (id 3) sits in
// the legal category between "Legal notice" (2) and "User agreement" (5). Public (SPEC.md
// section 4).

const visitor = (path: string, handlers: Parameters<typeof appLoader>[0]['handlers'] = []) =>
  appLoader({ path, user: null, handlers });

const meta = {
  title: 'Pages/Article/Detail',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <StoryAppView story={(loaded as { story: StoryApp }).story} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const RISK_NOTICE = '/article/detail?article_id=3';

/** Signed out: the breadcrumbs, the article, its date and its neighbours. */
export const Detail: Story = {
  tags: ['visual'],
  loaders: [visitor(RISK_NOTICE)],
  play: async ({ loaded }) => {
    const { story } = loaded as { story: StoryApp };
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Risk notice' }),
    ).toBeVisible();
    await expect(story.app.router.state.location.pathname).toBe('/article/detail');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(within(crumbs).getByRole('link', { name: 'Help centre' })).toHaveAttribute(
      'href',
      '/article/list',
    );
    await expect(within(crumbs).getByRole('link', { name: 'Legal' })).toHaveAttribute(
      'href',
      '/article/list?category=legal',
    );
    await expect(within(crumbs).getAllByRole('listitem').at(-1)).toHaveAttribute(
      'aria-current',
      'page',
    );
    const article = screen.getByRole('article');
    await expect(within(article).getByText(/high level of risk/)).toBeVisible();
    await expect(within(article).getByText(/^Last updated/)).toBeVisible();
    const more = screen.getByRole('navigation', { name: 'More in Legal' });
    await expect(within(more).getByRole('link', { name: /Legal notice/ })).toHaveAttribute(
      'href',
      '/article/detail?article_id=2',
    );
    await expect(within(more).getByRole('link', { name: /User agreement/ })).toHaveAttribute(
      'href',
      '/article/detail?article_id=5',
    );
    await shellSettled();
  },
};

/** Next leads to the next article; the category crumb back to the list filtered by it. */
export const Navigation: Story = {
  loaders: [appLoader({ path: RISK_NOTICE, user: userFixture })],
  play: async ({ loaded }) => {
    const { story } = loaded as { story: StoryApp };
    const more = await screen.findByRole('navigation', { name: 'More in Legal' });
    await userEvent.click(within(more).getByRole('link', { name: /User agreement/ }));
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'User agreement' }),
    ).toBeVisible();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    await userEvent.click(within(crumbs).getByRole('link', { name: 'Legal' }));
    await waitFor(() =>
      expect(story.app.router.state.location.search).toEqual({ category: 'legal' }),
    );
    await expect(await screen.findByRole('heading', { level: 2, name: 'Legal' })).toBeVisible();
  },
};

/** An id the server does not know. */
export const NotFound: Story = {
  tags: ['visual'],
  loaders: [visitor('/article/detail?article_id=9999')],
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'This article does not exist' }),
    ).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Go to the help centre' })).toHaveAttribute(
      'href',
      '/article/list',
    );
    await shellSettled();
  },
};

/** The article still loading. */
export const Loading: Story = {
  tags: ['visual'],
  loaders: [visitor(RISK_NOTICE, [mockRouteLoading('article')])],
  play: async () => {
    await expect(await screen.findByText('Loading the article…')).toHaveAttribute('role', 'status');
  },
};

/** The article could not be loaded (not a 404): the error and Retry. */
export const LoadError: Story = {
  tags: ['visual'],
  loaders: [visitor(RISK_NOTICE, [mockRouteFailure('article', { status: 500, message: 'Down' })])],
  play: async () => {
    await expect(
      await screen.findByText('The article could not be loaded.', undefined, { timeout: 8000 }),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    await shellSettled();
  },
};

const riskNotice = articlesFixture.find((item) => item.id === 3);
if (riskNotice === undefined) throw new Error('The fixtures have no risk notice');

/** The risk notice as the server answers a request in Arabic. */
const arabicRiskNotice = {
  ...riskNotice,
  title: 'إشعار المخاطر',
  summary: 'ينطوي تداول الأصول الرقمية على مخاطر عالية.',
  content:
    '<h2>قبل أن تبدأ</h2><p>ينطوي تداول الأصول الرقمية على مستوى عالٍ من المخاطر، بما في ذلك خسارة جميع الأموال.</p>' +
    '<ul><li>لا تتداول إلا بما يمكنك تحمل خسارته.</li><li>اقرأ <a href="/article/article/5">اتفاقية المستخدم</a>.</li></ul>',
  category: { ...riskNotice.category, name: 'قانوني' },
  prev: riskNotice.prev && { ...riskNotice.prev, title: 'إشعار قانوني' },
  next: riskNotice.next && { ...riskNotice.next, title: 'اتفاقية المستخدم' },
};

/** In Arabic, right to left, the article in Arabic (the server answers in the page's language). */
export const Arabic: Story = inArabic(
  { ...Detail, loaders: [visitor(RISK_NOTICE, [mockRoute('article', arabicRiskNotice)])] },
  async () => {
    await expect(await screen.findByRole('article')).toBeVisible();
    await shellSettled();
  },
);
