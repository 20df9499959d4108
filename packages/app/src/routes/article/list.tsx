import { createFileRoute } from '@tanstack/react-router';
import { ArticleListPage } from '../../pages/article/list/article-list-page.tsx';
import { parseArticleListSearch } from '../../pages/article/list/article-list-search.ts';

export const Route = createFileRoute('/article/list')({
  validateSearch: parseArticleListSearch,
  component: ArticleListRoute,
});

function ArticleListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ArticleListPage
      search={search}
      onSearchChange={(next, replace = false) => {
        void navigate({ search: next, replace });
      }}
    />
  );
}
