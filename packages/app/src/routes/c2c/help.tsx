import { createFileRoute } from '@tanstack/react-router';
import { parseHelpTopicSearch } from '../../pages/article/help-topic/help-topic.ts';
import { HelpTopicPage } from '../../pages/article/help-topic/help-topic-page.tsx';

export const Route = createFileRoute('/c2c/help')({
  validateSearch: parseHelpTopicSearch,
  component: C2cHelpRoute,
});

function C2cHelpRoute() {
  const { q } = Route.useSearch();
  return <HelpTopicPage topic="c2c" question={q} />;
}
