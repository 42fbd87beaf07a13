import { MapPin, Plus, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { CurrentUser } from '@contracts/identity/contracts/http.ts';
import { leadMarketSchema } from '@contracts/leads/contracts/seller-leads.ts';
import { US_STATES } from '@contracts/listings/contracts/us-states.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input, inputClassName } from '@/components/ui/input.tsx';
import { FormActions, SettingsSection } from '@/components/ui/settings-section.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { toast, toastError } from '@/components/ui/toast.tsx';
import { isUpgradeRequired, serverMessage } from '@/lib/api-errors.ts';
import { isApiError } from '@/lib/api-client.ts';
import { hasSellerCapability } from '@/lib/auth.ts';
import { cn } from '@/lib/utils.ts';
import { useMyLeads, useSetLeadMarkets } from '../api/leads.ts';
import { LEAD_MARKETS_ANCHOR, LEAD_MARKETS_DESCRIPTION, LEAD_MARKETS_TITLE } from '../copy.ts';
import { addMarket, marketLabel, removeMarket, sameMarkets, type Market } from '../lead-format.ts';
import { LeadsUpsell } from './leads-upgrade.tsx';

/**
 * Settings → Lead markets (sellers): the states and counties whose leads the seller is offered,
 * edited as a list and saved at once. A plan without leads shows the offer to upgrade instead.
 */
export function LeadMarketsSection({ user }: { user: CurrentUser }) {
  const seller = hasSellerCapability(user);
  const leads = useMyLeads(user.id, seller);
  // the server said no on save: the plan lost its leads since the page was read
  const [refused, setRefused] = useState(false);
  if (!seller) return null;

  return (
    <SettingsSection id={LEAD_MARKETS_ANCHOR} title={LEAD_MARKETS_TITLE} description={LEAD_MARKETS_DESCRIPTION}>
      {leads.isPending ? (
        <div className="space-y-3" role="status" aria-label="Loading your lead markets">
          <Skeleton className="h-8 w-64" />
          <Skeleton className="h-11 w-full" />
        </div>
      ) : leads.isError ? (
        <Alert variant="error" title="Your lead markets could not be loaded">
          <p>Please try again.</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void leads.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : refused || !leads.data.canClaim ? (
        <LeadsUpsell variant="line" />
      ) : (
        <MarketsEditor userId={user.id} saved={leads.data.markets} onRefused={() => setRefused(true)} />
      )}
    </SettingsSection>
  );
}

interface AddErrors {
  state?: string;
  county?: string;
}

/** The server's field issues of a refused list (`markets.3.county`), each named after its market. */
function savedIssues(error: unknown, markets: readonly Market[]): string[] {
  const details =
    isApiError(error, 400) && typeof error.body === 'object' && error.body !== null
      ? (error.body as { details?: unknown }).details
      : undefined;
  if (!Array.isArray(details)) return [];
  return details.flatMap((detail: unknown) => {
    const { path, message } = (detail ?? {}) as { path?: unknown; message?: unknown };
    if (typeof message !== 'string') return [];
    const index = Array.isArray(path) && typeof path[1] === 'number' ? path[1] : undefined;
    const market = index === undefined ? undefined : markets[index];
    return [market ? `${marketLabel(market)}: ${message}` : message];
  });
}

function MarketsEditor({ userId, saved, onRefused }: { userId: string; saved: Market[]; onRefused: () => void }) {
  const save = useSetLeadMarkets(userId);
  const [draft, setDraft] = useState<Market[]>(saved);
  const [state, setState] = useState('');
  const [county, setCounty] = useState('');
  const [errors, setErrors] = useState<AddErrors>({});
  const [saveProblems, setSaveProblems] = useState<string[]>([]);
  const dirty = !sameMarkets(draft, saved);

  const onAdd = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!state) {
      setErrors({ state: 'Choose a state' });
      return;
    }
    const parsed = leadMarketSchema.safeParse({ state, county });
    if (!parsed.success) {
      setErrors({ county: parsed.error.issues[0]?.message ?? 'Check the county' });
      return;
    }
    const result = addMarket(draft, { state: parsed.data.state, county: parsed.data.county ?? null });
    if ('field' in result) {
      setErrors({ [result.field]: result.message });
      return;
    }
    setErrors({});
    setSaveProblems([]);
    setDraft(result.markets);
    setCounty('');
  };

  const onSave = () => {
    setSaveProblems([]);
    save.mutate(draft, {
      onSuccess: (markets) => {
        setDraft(markets);
        toast({
          title: 'Markets saved',
          description:
            markets.length > 0 ? 'New leads there show on your dashboard.' : 'You will not be offered leads until you choose a market.',
        });
      },
      onError: (error) => {
        if (isUpgradeRequired(error)) {
          toastError('Markets not saved', error);
          onRefused();
          return;
        }
        const problems = savedIssues(error, draft);
        setSaveProblems(problems.length > 0 ? problems : [serverMessage(error) ?? 'Your markets could not be saved. Please try again.']);
        toastError('Markets not saved', error, 'Something went wrong. Please try again.');
      },
    });
  };

  return (
    <div className="space-y-6">
      <div>
        <h3 className="text-sm font-medium text-slate-800">Your markets</h3>
        {draft.length === 0 ? (
          <p className="mt-2 rounded-lg border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-600">
            No markets yet. Add a whole state, or one county of it, to be offered the leads there.
          </p>
        ) : (
          <ul aria-label="Your lead markets" className="mt-2 flex flex-wrap gap-2">
            {draft.map((market) => {
              const label = marketLabel(market);
              return (
                <li
                  key={`${market.state}|${market.county ?? ''}`}
                  className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-0.5 pl-3 text-sm font-medium text-brand-900 ring-1 ring-brand-200 ring-inset"
                >
                  <MapPin className="size-3.5 shrink-0 text-brand-700" aria-hidden="true" />
                  {label}
                  <button
                    type="button"
                    aria-label={`Remove ${label}`}
                    disabled={save.isPending}
                    onClick={() => {
                      setSaveProblems([]);
                      setDraft((markets) => removeMarket(markets, market));
                    }}
                    className="flex size-7 items-center justify-center rounded-full text-brand-800 hover:bg-brand-100 hover:text-brand-950 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50"
                  >
                    <X className="size-4" aria-hidden="true" />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>

      <form
        aria-label="Add a market"
        noValidate
        onSubmit={onAdd}
        className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start"
      >
        <Field label="State" error={errors.state}>
          {(control) => (
            <select
              {...control}
              value={state}
              onChange={(event) => {
                setState(event.target.value);
                setErrors({});
              }}
              className={cn(inputClassName, 'pr-8')}
            >
              <option value="">Choose a state</option>
              {US_STATES.map((entry) => (
                <option key={entry.code} value={entry.code}>
                  {entry.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="County" optional hint="Leave it empty for the whole state." error={errors.county}>
          {(control) => (
            <Input
              {...control}
              value={county}
              onChange={(event) => {
                setCounty(event.target.value);
                setErrors((current) => ({ ...current, county: undefined }));
              }}
              placeholder="e.g. Hays"
              autoComplete="off"
              maxLength={80}
            />
          )}
        </Field>
        <Button type="submit" variant="secondary" className="h-11 sm:mt-[26px]" disabled={save.isPending}>
          <Plus className="size-4" aria-hidden="true" />
          Add
        </Button>
      </form>

      {saveProblems.length > 0 ? (
        <Alert variant="error" title="Your markets were not saved">
          <ul className="list-disc space-y-0.5 pl-4">
            {saveProblems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      ) : null}

      <div className="border-t border-slate-100 pt-4">
        <FormActions>
          {dirty ? (
            <p className="w-full text-sm text-amber-800 sm:mr-auto sm:w-auto" role="status">
              You have unsaved changes.
            </p>
          ) : null}
          {dirty ? (
            <Button
              variant="ghost"
              disabled={save.isPending}
              onClick={() => {
                setDraft(saved);
                setErrors({});
                setSaveProblems([]);
              }}
            >
              Discard
            </Button>
          ) : null}
          <SubmitButton onClick={onSave} pending={save.isPending} pendingLabel="Saving..." disabled={!dirty}>
            Save markets
          </SubmitButton>
        </FormActions>
      </div>
    </div>
  );
}
