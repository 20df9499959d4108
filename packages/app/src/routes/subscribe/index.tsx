import { createFileRoute } from '@tanstack/react-router';
import { SubscribePage } from '../../pages/subscribe/subscribe-page.tsx';

export const Route = createFileRoute('/subscribe/')({
  component: SubscribePage,
});
