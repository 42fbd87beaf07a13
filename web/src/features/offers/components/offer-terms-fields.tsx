import { OFFER_FUNDING, OFFER_LIMITS, type OfferFunding } from '@contracts/leads/contracts/offers.ts';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';

/** An offer's or a counter's terms as typed: text until sent, so a half-typed number is never lost. */
export interface TermsDraft {
  price: string;
  earnestMoney: string;
  daysToClose: string;
  inspectionDays: string;
  expiresInHours: string;
}

export const termsDraft = (price: number, terms?: Partial<Record<keyof TermsDraft, number>>): TermsDraft => ({
  price: String(terms?.price ?? price),
  earnestMoney: String(terms?.earnestMoney ?? Math.max(500, Math.round(price * 0.01))),
  daysToClose: String(terms?.daysToClose ?? 21),
  inspectionDays: String(terms?.inspectionDays ?? 7),
  expiresInHours: String(OFFER_LIMITS.defaultExpiryHours),
});

/** The draft as numbers for the API (an empty or unreadable field is sent as NaN, which the schema names). */
export const termsOf = (draft: TermsDraft) => ({
  price: Number(draft.price.replace(/[$,\s]/g, '')),
  earnestMoney: Number(draft.earnestMoney.replace(/[$,\s]/g, '')),
  daysToClose: Number(draft.daysToClose),
  inspectionDays: Number(draft.inspectionDays),
  expiresInHours: Number(draft.expiresInHours),
});

const FIELDS: Array<{ key: keyof TermsDraft; label: string; hint?: string; prefix?: string }> = [
  { key: 'price', label: 'Price', prefix: '$' },
  { key: 'earnestMoney', label: 'Earnest money', prefix: '$', hint: 'Due within 72 hours of acceptance.' },
  { key: 'daysToClose', label: 'Days to close' },
  { key: 'inspectionDays', label: 'Inspection period (days)' },
  { key: 'expiresInHours', label: 'Stands for (hours)', hint: 'Up to 14 days (336 hours).' },
];

export function OfferTermsFields({
  draft,
  errors,
  onChange,
  withExpiry = true,
}: {
  draft: TermsDraft;
  errors: Partial<Record<string, string>>;
  onChange: (draft: TermsDraft) => void;
  /** false: a best-and-final revision, which stands until the deadline */
  withExpiry?: boolean;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {FIELDS.filter(({ key }) => withExpiry || key !== 'expiresInHours').map(({ key, label, hint, prefix }) => (
        <Field key={key} label={label} hint={hint} error={errors[key]}>
          {(props) => (
            <div className="relative">
              {prefix ? (
                <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500" aria-hidden="true">
                  {prefix}
                </span>
              ) : null}
              <Input
                {...props}
                inputMode="numeric"
                className={prefix ? 'pl-7' : undefined}
                value={draft[key]}
                onChange={(event) => onChange({ ...draft, [key]: event.target.value })}
              />
            </div>
          )}
        </Field>
      ))}
    </div>
  );
}

/** zod issues of a parsed draft, one message per top-level field */
export function issuesByField(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    byField[field] ??= issue.message;
  }
  return byField;
}

export const FUNDING_LABELS: Record<OfferFunding, string> = { cash: 'Cash', hard_money: 'Hard money', conventional: 'Conventional loan' };

/** How the buyer pays: one radio per way, named `name` (one form's group apart from another's). */
export function FundingFields({ name, value, onChange }: { name: string; value: OfferFunding; onChange: (value: OfferFunding) => void }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">How you pay</legend>
      <div className="mt-2 flex flex-wrap gap-x-5 gap-y-1.5">
        {OFFER_FUNDING.map((funding) => (
          <label key={funding} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" name={name} value={funding} checked={value === funding} onChange={() => onChange(funding)} />
            {FUNDING_LABELS[funding]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
