import { createFileRoute } from '@tanstack/react-router';
import { ArticleDetailPage } from '../../pages/article/detail/article-detail-page.tsx';
import { parseArticleDetailSearch } from '../../pages/article/detail/article-detail-search.ts';

export const Route = createFileRoute('/article/detail')({
  validateSearch: parseArticleDetailSearch,
  component: ArticleDetailRoute,
});

function ArticleDetailRoute() {
  const { article_id: articleId } = Route.useSearch();
  return <ArticleDetailPage articleId={articleId} />;
}
