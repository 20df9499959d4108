import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../../shell/coming-soon-page.tsx';
import { PAGE_TITLES } from '../../../shell/page-titles.ts';

export const Route = createFileRoute('/account/security/bind-google')({
  component: BindGooglePage,
});

function BindGooglePage() {
  return <ComingSoonPage section={PAGE_TITLES.bindGoogle} />;
}
