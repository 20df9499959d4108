import { createFileRoute } from '@tanstack/react-router';
import { parseHelpTopicSearch } from '../../pages/article/help-topic/help-topic.ts';
import { HelpTopicPage } from '../../pages/article/help-topic/help-topic-page.tsx';

export const Route = createFileRoute('/finance/help')({
  validateSearch: parseHelpTopicSearch,
  component: EarnHelpRoute,
});

function EarnHelpRoute() {
  const { q } = Route.useSearch();
  return <HelpTopicPage topic="finance" question={q} />;
}
