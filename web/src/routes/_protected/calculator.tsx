import { createFileRoute } from '@tanstack/react-router';
import { CalculatorPage } from '@/features/calculator/components/calculator-page.tsx';
import { calculatorSearchSchema } from '@/features/calculator/search-params.ts';
import { awaitOnServer } from '@/lib/server-render.ts';

/** The deal calculator; `?propertyId=` prefills from a listing, `?analysis=` reopens a saved analysis, `?shared=` copies a shared one. */
export const Route = createFileRoute('/_protected/calculator')({
  validateSearch: calculatorSearchSchema,
  loaderDeps: ({ search }) => ({ analysis: search.analysis, shared: search.shared, propertyId: search.propertyId }),
  // start loading the inputs' source with the navigation; the page shows its own loading and error states
  // (the calculator's API is imported on demand: the loader is in every page's first download)
  loader: ({ context, deps }) => {
    const { queryClient, user } = context;
    const { analysis, shared, propertyId } = deps;
    if (analysis)
      return awaitOnServer(
        import('@/features/calculator/api/saved-analyses.ts').then((analyses) =>
          queryClient.prefetchQuery(analyses.savedAnalysisQueryOptions(user.id, analysis)),
        ),
      );
    if (shared)
      return awaitOnServer(
        import('@/features/calculator/api/saved-analyses.ts').then((analyses) =>
          queryClient.prefetchQuery(analyses.sharedAnalysisQueryOptions(shared)),
        ),
      );
    if (propertyId)
      return awaitOnServer(
        import('@/features/calculator/api/property-figures.ts').then((figures) =>
          queryClient.prefetchQuery(figures.propertyFiguresQueryOptions(propertyId)),
        ),
      );
    return undefined;
  },
  component: DealCalculatorPage,
});

function DealCalculatorPage() {
  const search = Route.useSearch();
  const { user } = Route.useRouteContext();
  return <CalculatorPage search={search} userId={user.id} />;
}
