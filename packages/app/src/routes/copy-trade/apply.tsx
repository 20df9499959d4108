import { createFileRoute } from '@tanstack/react-router';
import { CopyApplyPage } from '../../pages/copy-trade/apply/apply-page.tsx';

export const Route = createFileRoute('/copy-trade/apply')({
  component: CopyApplyPage,
});
