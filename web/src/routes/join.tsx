import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { JoinPage } from '@/features/billing/components/join-page.tsx';

export const Route = createFileRoute('/join')({
  validateSearch: z.object({ as: z.enum(['buyer', 'seller']).optional().catch(undefined) }),
  component: JoinDealAcrePage,
});

function JoinDealAcrePage() {
  const { as } = Route.useSearch();
  return <JoinPage chosen={as} />;
}
