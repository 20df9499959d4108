import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockRouteFailure, mockRouteLoading, userFixture } from '@exchange/api/msw';
import { inArabic } from '../../../testing/in-arabic.ts';
import { StoryAppView, type StoryApp } from '../../../testing/story-app.tsx';
import { appLoader } from '../../../testing/story-loaders.tsx';
import { shellSettled } from '../../assets/shared/story-settle.ts';

// /article/list over the article fixtures of @exchange/api/msw (six categories, 31 articles),
// signed in (SPEC.md section 4: the list is not a public path).

const signedIn = (path: string, handlers: Parameters<typeof appLoader>[0]['handlers'] = []) =>
  appLoader({ path, user: userFixture, handlers });

const meta = {
  title: 'Pages/Article/List',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <StoryAppView story={(loaded as { story: StoryApp }).story} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const results = (name = 'All articles') => screen.findByRole('region', { name });
const articleLinks = async (count: number, name = 'All articles') => {
  const section = await results(name);
  await waitFor(() =>
    expect(
      within(section)
        .queryAllByRole('link')
        .filter((link) => link.getAttribute('href')?.startsWith('/article/detail')),
    ).toHaveLength(count),
  );
  return section;
};
const categories = () => screen.findByRole('navigation', { name: 'Categories' });

/** Every article, ten a page, the categories with their counts. */
export const List: Story = {
  tags: ['visual'],
  loaders: [signedIn('/article/list')],
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Help centre' }),
    ).toBeVisible();
    const nav = await categories();
    await waitFor(() => expect(within(nav).getAllByRole('link')).toHaveLength(7));
    await expect(within(nav).getByRole('link', { name: /All articles/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: /Legal/ })).toHaveTextContent('5');
    await articleLinks(10);
    await expect(screen.getByRole('navigation', { name: 'Article pages' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await shellSettled();
  },
};

/** Typing in the search box reaches the URL once typing pauses; the results follow. */
export const Searching: Story = {
  loaders: [signedIn('/article/list')],
  play: async ({ loaded }) => {
    const { story } = loaded as { story: StoryApp };
    await articleLinks(10);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the help centre' }), 'fee');
    await waitFor(() => expect(story.app.router.state.location.search).toEqual({ q: 'fee' }));
    const section = await results();
    await waitFor(() =>
      expect(within(section).getByRole('link', { name: 'Fee rates' })).toBeVisible(),
    );
    await expect(within(section).getByText(/^Results for “fee”/)).toBeVisible();
  },
};

/** A search that finds nothing says so and offers to clear it. */
export const NoResult: Story = {
  tags: ['visual'],
  loaders: [signedIn('/article/list?q=zzzz')],
  play: async ({ loaded }) => {
    const { story } = loaded as { story: StoryApp };
    await expect(await screen.findByText('No article matches “zzzz”')).toBeVisible();
    await expect(screen.getByRole('searchbox', { name: 'Search the help centre' })).toHaveValue(
      'zzzz',
    );
    await shellSettled();
    await userEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(story.app.router.state.location.search).toEqual({}));
    await articleLinks(10);
  },
};

/** One category (`?category=help`): its articles only, the category marked current. */
export const Category: Story = {
  tags: ['visual'],
  loaders: [signedIn('/article/list?category=help')],
  play: async () => {
    const nav = await categories();
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: /Help centre/ })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    await expect(
      await screen.findByRole('heading', { level: 2, name: 'Help centre' }),
    ).toBeVisible();
    await articleLinks(4, 'Help centre');
    await expect(screen.queryByRole('navigation', { name: 'Article pages' })).toBeNull();
    await shellSettled();
  },
};

/** The categories and articles still loading. */
export const Loading: Story = {
  tags: ['visual'],
  loaders: [
    signedIn('/article/list', [
      mockRouteLoading('articleCategories'),
      mockRouteLoading('articles'),
    ]),
  ],
  play: async () => {
    await expect(await screen.findByText('Loading the articles…')).toHaveAttribute(
      'role',
      'status',
    );
    await expect(screen.getByText('Loading the categories…')).toHaveAttribute('role', 'status');
  },
};

/** Neither list could be loaded: each says so, with Retry. */
export const LoadError: Story = {
  tags: ['visual'],
  loaders: [
    signedIn('/article/list', [
      mockRouteFailure('articleCategories', { status: 500, message: 'Down' }),
      mockRouteFailure('articles', { status: 500, message: 'Down' }),
    ]),
  ],
  play: async () => {
    await expect(
      await screen.findByText('The articles could not be loaded.', undefined, { timeout: 8000 }),
    ).toBeVisible();
    await expect(
      await screen.findByText('The categories could not be loaded.', undefined, { timeout: 8000 }),
    ).toBeVisible();
    await expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(2);
    await shellSettled();
  },
};

/** In Arabic, right to left. */
export const Arabic: Story = inArabic(List, async () => {
  await waitFor(() =>
    expect(document.querySelectorAll('main a[href^="/article/detail"]')).toHaveLength(10),
  );
  await shellSettled();
});
