import type { ArticleSummary } from '../article.ts';
import { articleCategoriesFixture, articlesFixture } from './fixtures/article.ts';
import { MockHttpError, pageOf, type FixtureResolvers } from './resolver-kit.ts';

// Fixture answers of the help centre's routes, in English (the fixtures have one language).

const plain = (html: string) => html.replace(/<[^>]*>/g, ' ');

/** Whether the article's title, summary or body (tags stripped) holds `q`, ignoring case. */
function matches(article: (typeof articlesFixture)[number], q: string): boolean {
  const needle = q.toLowerCase();
  return [article.title, article.summary, plain(article.content)].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

export const articleResolvers = {
  articleCategories: () => articleCategoriesFixture,
  articles: ({ query }) =>
    pageOf(
      articlesFixture
        .filter(
          (row) =>
            (query.category_id === undefined || row.category_id === query.category_id) &&
            (query.category === undefined || row.category.slug === query.category) &&
            (query.q === undefined || matches(row, query.q)),
        )
        .map(
          ({ content: _content, category: _category, prev: _prev, next: _next, ...summary }) =>
            summary satisfies ArticleSummary,
        ),
      query,
    ),
  article: ({ params }) => {
    const found = articlesFixture.find((row) => row.id === params.id);
    if (!found) throw new MockHttpError(404, 'Article not found');
    return found;
  },
} satisfies Partial<FixtureResolvers>;
