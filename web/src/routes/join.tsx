import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { JoinPage } from '@/features/billing/components/join-page.tsx';
import { lazySchema } from '@/lib/lazy-schema.ts';

export const Route = createFileRoute('/join')({
  validateSearch: lazySchema(() => z.object({ as: z.enum(['buyer', 'seller']).optional().catch(undefined) })),
  component: JoinDealAcrePage,
});

function JoinDealAcrePage() {
  const { as } = Route.useSearch();
  return <JoinPage chosen={as} />;
}
