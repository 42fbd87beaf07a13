import { createFileRoute } from '@tanstack/react-router';
import { SharedAnalysisPage } from '@/features/calculator/components/shared-analysis-page.tsx';
import { awaitOnServer } from '@/lib/server-render.ts';

/** A shared deal analysis: public and read-only (the link is the only key). */
export const Route = createFileRoute('/analysis/$token')({
  // the calculator's API is imported on demand: the loader is in every page's first download
  loader: ({ context, params }) =>
    awaitOnServer(
      import('@/features/calculator/api/saved-analyses.ts').then((analyses) =>
        context.queryClient.prefetchQuery(analyses.sharedAnalysisQueryOptions(params.token)),
      ),
    ),
  component: SharedAnalysisRoute,
});

function SharedAnalysisRoute() {
  const { token } = Route.useParams();
  return <SharedAnalysisPage token={token} />;
}
