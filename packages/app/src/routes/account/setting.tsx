import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../shell/coming-soon-page.tsx';
import { PAGE_TITLES } from '../../shell/page-titles.ts';

export const Route = createFileRoute('/account/setting')({
  component: SettingsPage,
});

function SettingsPage() {
  return <ComingSoonPage section={PAGE_TITLES.settings} />;
}
