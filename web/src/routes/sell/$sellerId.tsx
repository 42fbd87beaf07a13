import { createFileRoute } from '@tanstack/react-router';
import { LeadPageView } from '@/features/seller-leads/components/lead-page.tsx';
import { awaitOnServer } from '@/lib/server-render.ts';

export const Route = createFileRoute('/sell/$sellerId')({
  // imported here, not above: the loader stays in the code every page loads, its schema need not
  loader: async ({ context, params }) => {
    const { leadPageQueryOptions } = await import('@/features/seller-leads/api/lead-page.ts');
    return awaitOnServer(context.queryClient.prefetchQuery(leadPageQueryOptions(params.sellerId)));
  },
  component: LeadPageRoute,
});

function LeadPageRoute() {
  const { sellerId } = Route.useParams();
  return <LeadPageView key={sellerId} sellerId={sellerId} />;
}
