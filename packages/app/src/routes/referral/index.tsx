import { createFileRoute } from '@tanstack/react-router';
import { ReferralPage } from '../../pages/referral/referral-page.tsx';

export const Route = createFileRoute('/referral/')({
  component: ReferralPage,
});
