import { createFileRoute } from '@tanstack/react-router';
import { FinancePage } from '../../pages/finance/finance-page.tsx';

export const Route = createFileRoute('/finance/')({
  component: FinancePage,
});
