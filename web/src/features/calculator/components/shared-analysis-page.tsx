import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Calculator, Printer } from 'lucide-react';
import { PageSkeleton } from '@/components/layout/page-skeleton.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { useCurrentUser } from '@/lib/auth.ts';
import { sharedAnalysisQueryOptions } from '../api/saved-analyses.ts';
import { STRATEGY_LABELS, STRATEGY_SUMMARIES } from '../strategies.ts';
import { InputsSummary } from './inputs-summary.tsx';
import { StrategyResults } from './results.tsx';

const updatedOn = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** `/analysis/:token`: a shared analysis, read-only, for anyone with the link. */
export function SharedAnalysisPage({ token }: { token: string }) {
  const shared = useQuery(sharedAnalysisQueryOptions(token));
  const { user } = useCurrentUser();
  const calculatorHref = { to: '/calculator', search: { shared: token } } as const;

  if (shared.isPending) return <PageSkeleton />;
  if (shared.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <title>Shared analysis | DealAcre</title>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Shared analysis</h1>
        <Alert variant="error" className="mt-6">
          {isApiError(shared.error, 404)
            ? 'This shared analysis does not exist or is no longer shared.'
            : 'This shared analysis could not be loaded. Please try again.'}
        </Alert>
        <Button asChild variant="secondary" className="mt-6">
          <Link to="/">Back to Home</Link>
        </Button>
      </div>
    );
  }

  const analysis = shared.data;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8 print:max-w-none print:p-0">
      <title>{`${analysis.name} | Shared analysis | DealAcre`}</title>
      <meta name="robots" content="noindex" />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-brand-700 print:text-slate-500">
            Shared {STRATEGY_LABELS[analysis.strategy]} analysis · read-only
          </p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 print:text-xl">{analysis.name}</h1>
          <p className="mt-2 text-slate-600 print:text-sm">
            {STRATEGY_SUMMARIES[analysis.strategy]} Updated {updatedOn.format(new Date(analysis.updatedAt))}.
          </p>
        </div>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button variant="secondary" onClick={() => window.print()}>
            <Printer className="size-4" aria-hidden="true" />
            Print / Save as PDF
          </Button>
          {user ? (
            <Button asChild>
              <Link {...calculatorHref}>
                <Calculator className="size-4" aria-hidden="true" />
                Open in calculator
              </Link>
            </Button>
          ) : (
            <Button asChild>
              <Link to="/login" search={{ redirect: `/calculator?shared=${token}` }}>
                <Calculator className="size-4" aria-hidden="true" />
                Sign in to open in the calculator
              </Link>
            </Button>
          )}
        </div>
      </div>

      <div className="mt-8 space-y-4 print:mt-3 print:space-y-3">
        <InputsSummary strategy={analysis.strategy} input={analysis.inputs} />
        <StrategyResults analyzed={analysis} />
      </div>
    </div>
  );
}
