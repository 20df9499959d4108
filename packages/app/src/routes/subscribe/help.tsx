import { createFileRoute } from '@tanstack/react-router';
import { parseHelpTopicSearch } from '../../pages/article/help-topic/help-topic.ts';
import { HelpTopicPage } from '../../pages/article/help-topic/help-topic-page.tsx';

export const Route = createFileRoute('/subscribe/help')({
  validateSearch: parseHelpTopicSearch,
  component: SubscriptionHelpRoute,
});

function SubscriptionHelpRoute() {
  const { q } = Route.useSearch();
  return <HelpTopicPage topic="subscribe" question={q} />;
}
