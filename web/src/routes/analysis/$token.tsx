import { createFileRoute } from '@tanstack/react-router';
import { sharedAnalysisQueryOptions } from '@/features/calculator/api/saved-analyses.ts';
import { SharedAnalysisPage } from '@/features/calculator/components/shared-analysis-page.tsx';
import { awaitOnServer } from '@/lib/server-render.ts';

/** A shared deal analysis: public and read-only (the link is the only key). */
export const Route = createFileRoute('/analysis/$token')({
  loader: ({ context, params }) => awaitOnServer(context.queryClient.prefetchQuery(sharedAnalysisQueryOptions(params.token))),
  component: SharedAnalysisRoute,
});

function SharedAnalysisRoute() {
  const { token } = Route.useParams();
  return <SharedAnalysisPage token={token} />;
}
