import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { MapPin, Printer } from 'lucide-react';
import { useMemo, useState } from 'react';
import { analyze, STRATEGIES, type AnalysisInputs, type Strategy } from '@contracts/listings/contracts/deal-math/index.ts';
import { headlineFigures, type AnalyzedInputs } from '@contracts/listings/contracts/saved-analyses.ts';
import { PageSkeleton } from '@/components/layout/page-skeleton.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { serverMessage } from '@/lib/api-errors.ts';
import { cn } from '@/lib/utils.ts';
import { propertyFiguresQueryOptions, type ListingForAnalysis } from '../api/property-figures.ts';
import { savedAnalysisQueryOptions, sharedAnalysisQueryOptions } from '../api/saved-analyses.ts';
import { exampleDrafts, FIELD_GROUPS, inputToDraft, parseDraft, propertyDrafts, type Drafts } from '../form/fields.ts';
import type { CalculatorSearch } from '../search-params.ts';
import { headlineText, STRATEGY_LABELS, STRATEGY_SUMMARIES, strategyForCategory } from '../strategies.ts';
import { AnalysisBar } from './analysis-bar.tsx';
import { InputPanel } from './input-panel.tsx';
import { InputsSummary } from './inputs-summary.tsx';
import { StrategyResults } from './results.tsx';
import { SavedAnalysesPanel } from './saved-analyses-panel.tsx';

/** Where the calculator's inputs start from. */
interface Source {
  /** a new source remounts the workspace with its inputs */
  key: string;
  strategy: Strategy;
  drafts: Drafts;
  analysisId?: string;
  property?: ListingForAnalysis;
  sharedName?: string;
  problem?: string;
}

function useSource(search: CalculatorSearch, userId: string): Source | null {
  const analysis = useQuery({ ...savedAnalysisQueryOptions(userId, search.analysis ?? ''), enabled: Boolean(search.analysis) });
  const shared = useQuery({ ...sharedAnalysisQueryOptions(search.shared ?? ''), enabled: !search.analysis && Boolean(search.shared) });
  const property = useQuery({
    ...propertyFiguresQueryOptions(search.propertyId ?? ''),
    enabled: !search.analysis && !search.shared && Boolean(search.propertyId),
  });
  const blank = (problem?: string): Source => ({ key: `blank:${problem ?? ''}`, strategy: 'rental', drafts: exampleDrafts(), problem });

  if (search.analysis) {
    if (analysis.isPending) return null;
    if (analysis.isError) return blank(serverMessage(analysis.error) ?? 'This analysis could not be loaded.');
    const { id, strategy, inputs } = analysis.data;
    return { key: `analysis:${id}`, strategy, drafts: { ...exampleDrafts(), [strategy]: inputToDraft(strategy, inputs) }, analysisId: id };
  }
  if (search.shared) {
    if (shared.isPending) return null;
    if (shared.isError) return blank(serverMessage(shared.error) ?? 'This shared analysis could not be loaded.');
    const { name, strategy, inputs } = shared.data;
    return {
      key: `shared:${search.shared}`,
      strategy,
      drafts: { ...exampleDrafts(), [strategy]: inputToDraft(strategy, inputs) },
      sharedName: name,
    };
  }
  if (search.propertyId) {
    if (property.isPending) return null;
    if (property.isError) return blank(serverMessage(property.error) ?? 'This property could not be loaded.');
    return {
      key: `property:${property.data.id}`,
      strategy: strategyForCategory(property.data.category),
      drafts: propertyDrafts(property.data),
      property: property.data,
    };
  }
  return blank();
}

/** `/calculator`: tabs per strategy, inputs on one side, results as you type on the other, saved analyses below. */
export function CalculatorPage({ search, userId }: { search: CalculatorSearch; userId: string }) {
  const source = useSource(search, userId);
  if (!source) return <PageSkeleton />;
  return <Workspace key={source.key} source={source} search={search} userId={userId} />;
}

type Valid = { [S in Strategy]: AnalysisInputs[S] | null };

function initialValid(drafts: Drafts): Valid {
  const valid = {} as Record<Strategy, unknown>;
  for (const strategy of STRATEGIES) {
    const parsed = parseDraft(strategy, drafts[strategy]);
    valid[strategy] = parsed.ok ? parsed.input : null;
  }
  return valid as Valid;
}

const printedOn = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
const listOf = (items: string[]) => new Intl.ListFormat('en-US', { type: 'conjunction' }).format(items);

function Workspace({ source, search, userId }: { source: Source; search: CalculatorSearch; userId: string }) {
  const navigate = useNavigate();
  const [drafts, setDrafts] = useState(source.drafts);
  // the results follow the last valid inputs, so a field being retyped does not blank them
  const [valid, setValid] = useState(() => initialValid(source.drafts));
  const strategy = search.strategy ?? source.strategy;
  const draft = drafts[strategy];
  const parsed = useMemo(() => parseDraft(strategy, draft), [strategy, draft]);
  const input = valid[strategy];
  const analyzed = useMemo(
    () => (input ? ({ strategy, inputs: input, result: analyze(strategy, input as never) } as AnalyzedInputs) : null),
    [strategy, input],
  );
  const analysis = useQuery({ ...savedAnalysisQueryOptions(userId, source.analysisId ?? ''), enabled: Boolean(source.analysisId) }).data;

  const onChange = (key: string, value: string | boolean) => {
    const next = { ...draft, [key]: value };
    setDrafts((current) => ({ ...current, [strategy]: next }));
    const result = parseDraft(strategy, next);
    if (result.ok) setValid((current) => ({ ...current, [strategy]: result.input }));
  };

  const onTab = (next: string) =>
    void navigate({ to: '/calculator', search: (previous) => ({ ...previous, strategy: next as Strategy }), replace: true });
  const errors = parsed.ok ? {} : parsed.errors;
  const fieldLabels = new Map(FIELD_GROUPS[strategy].flatMap((group) => group.fields.map((field) => [field.key, field.label] as const)));
  const missing = Object.keys(errors).map((key) => fieldLabels.get(key) ?? key);
  const title = analysis && analysis.strategy === strategy ? analysis.name : source.property ? source.property.title : 'Unsaved analysis';
  const suggestedName = source.property
    ? `${source.property.title} — ${STRATEGY_LABELS[strategy]}`
    : (source.sharedName ?? `${STRATEGY_LABELS[strategy]} analysis`);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 print:max-w-none print:p-0 print:text-slate-900">
      <title>{`${analysis ? `${analysis.name} | ` : ''}Deal Calculator | DealAcre`}</title>

      <header className="hidden border-b border-slate-300 pb-2 print:block">
        <p className="text-xs text-slate-500">DealAcre deal analysis · {printedOn.format(new Date())}</p>
        <h1 className="text-xl font-bold">{title}</h1>
        <p className="text-sm text-slate-600">
          {STRATEGY_LABELS[strategy]}: {STRATEGY_SUMMARIES[strategy]}
          {source.property ? ` ${source.property.city}, ${source.property.state}.` : ''}
        </p>
      </header>

      <div className="flex flex-wrap items-start justify-between gap-4 print:hidden">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Deal Calculator</h1>
          <p className="mt-2 text-slate-600">
            Run the numbers on a rental, flip, wholesale, BRRRR or land deal. Results update as you type.
          </p>
        </div>
        <Button variant="secondary" onClick={() => window.print()} disabled={!analyzed}>
          <Printer className="size-4" aria-hidden="true" />
          Print / Save as PDF
        </Button>
      </div>

      <div className="mt-6 space-y-4 print:hidden">
        {source.problem ? <Alert variant="error">{source.problem} The calculator opened with an example deal instead.</Alert> : null}
        {source.property ? (
          <Alert variant="info" title="Prefilled from a listing">
            <Link to="/property/$id" params={{ id: source.property.id }} className="font-semibold underline">
              {source.property.title}
            </Link>
            {source.property.city ? (
              <span className="ml-1 inline-flex items-center gap-0.5">
                <MapPin className="size-3.5" aria-hidden="true" />
                {source.property.city}, {source.property.state}
              </span>
            ) : null}
            . Price, ARV, repairs and acreage come from the listing; enter rent, taxes and insurance yourself.
          </Alert>
        ) : null}
        {source.sharedName ? (
          <Alert variant="info" title={`Opened from the shared analysis “${source.sharedName}”`}>
            Change anything you like; save it to keep your own copy.
          </Alert>
        ) : null}
        <AnalysisBar userId={userId} strategy={strategy} parsed={parsed} analysis={analysis} suggestedName={suggestedName} />
      </div>

      <Tabs value={strategy} onValueChange={onTab} className="mt-6 print:mt-3">
        <TabsList aria-label="Strategy" className="print:hidden">
          {STRATEGIES.map((option) => (
            <TabsTrigger key={option} value={option} className="flex-1 sm:flex-none">
              {STRATEGY_LABELS[option]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={strategy}>
          <p className="mt-3 text-sm text-slate-600 print:hidden">{STRATEGY_SUMMARIES[strategy]}</p>
          <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] xl:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] print:mt-0 print:block">
            <div className="print:hidden lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:self-start lg:overflow-y-auto lg:overscroll-contain lg:pr-1">
              {analyzed ? <QuickFigures analyzed={analyzed} /> : null}
              <h2 className="sr-only">Inputs</h2>
              <InputPanel strategy={strategy} draft={draft} errors={errors} onChange={onChange} />
            </div>
            <div className="min-w-0 space-y-4 print:space-y-3">
              <h2 className="sr-only">Results</h2>
              {analyzed ? <InputsSummary strategy={strategy} input={analyzed.inputs} className="hidden print:block" /> : null}
              {!parsed.ok && analyzed ? (
                <Alert variant="warning" className="print:hidden">
                  Showing the results of the last valid inputs: check {listOf(missing)}.
                </Alert>
              ) : null}
              {analyzed ? (
                <div className={cn('transition-opacity', !parsed.ok && 'opacity-60 print:opacity-100')}>
                  <StrategyResults analyzed={analyzed} />
                </div>
              ) : (
                <Alert variant="info" title="Almost there">
                  To see the results, fill in {listOf(missing)}.
                </Alert>
              )}
            </div>
          </div>
        </TabsContent>
      </Tabs>

      <div className="mt-10">
        <SavedAnalysesPanel userId={userId} openId={source.analysisId} />
      </div>
    </div>
  );
}

/** On phones, the inputs come first: the key figures stay in sight above them as you type. */
function QuickFigures({ analyzed }: { analyzed: AnalyzedInputs }) {
  return (
    <p
      aria-hidden="true"
      className="sticky top-16 z-10 -mx-4 mb-3 flex flex-wrap gap-x-4 gap-y-1 border-b border-brand-200 bg-brand-50/95 px-4 py-2 text-sm font-semibold text-brand-900 tabular-nums backdrop-blur sm:-mx-6 sm:px-6 lg:hidden"
    >
      {headlineText(analyzed.strategy, headlineFigures(analyzed.strategy, analyzed.result)).map((text) => (
        <span key={text}>{text}</span>
      ))}
    </p>
  );
}
