import { createFileRoute } from '@tanstack/react-router';
import { propertyFiguresQueryOptions } from '@/features/calculator/api/property-figures.ts';
import { savedAnalysisQueryOptions, sharedAnalysisQueryOptions } from '@/features/calculator/api/saved-analyses.ts';
import { CalculatorPage } from '@/features/calculator/components/calculator-page.tsx';
import { calculatorSearchSchema } from '@/features/calculator/search-params.ts';
import { awaitOnServer } from '@/lib/server-render.ts';

/** The deal calculator; `?propertyId=` prefills from a listing, `?analysis=` reopens a saved analysis, `?shared=` copies a shared one. */
export const Route = createFileRoute('/_protected/calculator')({
  validateSearch: calculatorSearchSchema,
  loaderDeps: ({ search }) => ({ analysis: search.analysis, shared: search.shared, propertyId: search.propertyId }),
  // start loading the inputs' source with the navigation; the page shows its own loading and error states
  loader: ({ context, deps }) => {
    const { queryClient, user } = context;
    if (deps.analysis) return awaitOnServer(queryClient.prefetchQuery(savedAnalysisQueryOptions(user.id, deps.analysis)));
    if (deps.shared) return awaitOnServer(queryClient.prefetchQuery(sharedAnalysisQueryOptions(deps.shared)));
    if (deps.propertyId) return awaitOnServer(queryClient.prefetchQuery(propertyFiguresQueryOptions(deps.propertyId)));
    return undefined;
  },
  component: DealCalculatorPage,
});

function DealCalculatorPage() {
  const search = Route.useSearch();
  const { user } = Route.useRouteContext();
  return <CalculatorPage search={search} userId={user.id} />;
}
