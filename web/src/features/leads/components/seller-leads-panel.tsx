import { Link } from '@tanstack/react-router';
import { Clock, Home, Inbox, Mail, MapPin, Phone } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { CurrentUser } from '@contracts/identity/contracts/http.ts';
import {
  LEAD_SITUATION_LABELS,
  LEAD_TAKEN_MESSAGE,
  type LeadSituation,
  type MyLeads,
  type OfferedLead,
  type SellerLeadRecord,
} from '@contracts/leads/contracts/seller-leads.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { toast, toastError } from '@/components/ui/toast.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { useClaimLead, useMyLeads } from '../api/leads.ts';
import { LEAD_MARKETS_ANCHOR } from '../copy.ts';
import { allowanceText, claimsUsedUp, formatPhone, leadAge, leadPlace, marketLabel, takenDate } from '../lead-format.ts';
import { LeadPageLink } from './lead-page-link.tsx';
import { LeadsUpgradeDialog, LeadsUpsell, upgradeNoticeOf, type UpgradeNotice } from './leads-upgrade.tsx';

const situationLabel = (situation: LeadSituation | null) => (situation ? LEAD_SITUATION_LABELS[situation] : 'Situation not given');

const textLink = 'font-medium text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline';

/** The time now, moved on every minute, for the leads' ages. */
function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * `/dashboard` → Seller leads: the seller's markets and this month's allowance, the open leads of
 * their markets to take, and the leads they took with the owners' contact details. Without leads
 * in the plan, the offer to upgrade, and the leads taken before stay readable.
 */
export function SellerLeadsPanel({ user }: { user: CurrentUser }) {
  const leads = useMyLeads(user.id);
  const [notice, setNotice] = useState<UpgradeNotice | null>(null);
  // the lead just taken: its card takes the focus from the button that went away with its offer
  const [justTaken, setJustTaken] = useState<string | null>(null);

  return (
    <section id="seller-leads" aria-labelledby="seller-leads-title" className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <div className="min-w-0">
          <h2 id="seller-leads-title" className="text-xl font-semibold text-slate-900">
            Seller leads
          </h2>
          <p className="text-sm text-slate-600">
            Owners in your markets who asked for a cash offer. The first investor to take a lead gets their contact details.
          </p>
        </div>
        {leads.data?.canClaim ? (
          <p className="shrink-0 rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700 tabular-nums">
            {allowanceText(leads.data.claimsThisMonth, leads.data.claimsAllowed)}
          </p>
        ) : null}
      </div>

      {leads.isPending ? (
        <div className="space-y-3" role="status" aria-label="Loading your seller leads">
          <Skeleton className="h-5 w-72" />
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} className="h-40 w-full rounded-xl" />
            ))}
          </div>
        </div>
      ) : leads.isError ? (
        <Alert variant="error" title="Your seller leads could not be loaded">
          <p>Please try again.</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void leads.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <>
          {leads.data.canClaim ? (
            <>
              <MarketsLine markets={leads.data.markets} />
              {claimsUsedUp(leads.data) ? (
                <Alert variant="warning" title={`You have taken all ${leads.data.claimsAllowed} leads your plan allows this month`}>
                  <p>
                    New leads wait for you next month, or{' '}
                    <Link to="/pricing" className="font-semibold underline">
                      upgrade your plan
                    </Link>{' '}
                    to take more now.
                  </p>
                </Alert>
              ) : null}
              {leads.data.markets.length > 0 ? (
                <OfferedLeads userId={user.id} leads={leads.data} onUpgrade={setNotice} onTaken={setJustTaken} />
              ) : null}
            </>
          ) : (
            <LeadsUpsell variant="card" />
          )}
          {leads.data.canClaim || leads.data.claimed.length > 0 ? <TakenLeads leads={leads.data.claimed} focusId={justTaken} /> : null}
          {leads.data.canClaim ? <LeadPageLink user={user} /> : null}
        </>
      )}

      <LeadsUpgradeDialog notice={notice} onClose={() => setNotice(null)} />
    </section>
  );
}

function MarketsLine({ markets }: { markets: MyLeads['markets'] }) {
  if (markets.length === 0) {
    return (
      <div className="flex flex-col gap-4 rounded-xl border border-dashed border-slate-300 bg-white p-5 sm:flex-row sm:items-center sm:p-6">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <MapPin className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-slate-900">Choose the markets you buy in</h3>
          <p className="mt-1 text-sm text-slate-600">
            Pick states, or counties of a state, and the owners there who ask for a cash offer show up here.
          </p>
        </div>
        <Button asChild>
          <Link to="/settings" hash={LEAD_MARKETS_ANCHOR}>
            Choose markets
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <p className="text-sm text-slate-700">
      <span className="font-medium text-slate-900">Your markets:</span> {markets.map(marketLabel).join(' · ')}
      {' — '}
      <Link to="/settings" hash={LEAD_MARKETS_ANCHOR} className={textLink}>
        Edit in Settings
      </Link>
    </p>
  );
}

interface OfferedLeadsProps {
  userId: string;
  leads: MyLeads;
  onUpgrade: (notice: UpgradeNotice) => void;
  onTaken: (id: string) => void;
}

function OfferedLeads({ userId, leads, onUpgrade, onTaken }: OfferedLeadsProps) {
  const now = useNow();
  const usedUp = claimsUsedUp(leads);
  return (
    <div className="space-y-3">
      <h3 className="text-base font-semibold text-slate-900">
        New leads in your markets <span className="font-normal text-slate-500 tabular-nums">({leads.offered.length})</span>
      </h3>
      {leads.offered.length === 0 ? (
        <div className="flex items-start gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-5 text-sm text-slate-600">
          <Inbox className="mt-0.5 size-5 shrink-0 text-slate-400" aria-hidden="true" />
          <p>
            No open leads in your markets right now. New ones show here as owners ask for offers; more markets bring more leads.{' '}
            <Link to="/settings" hash={LEAD_MARKETS_ANCHOR} className={textLink}>
              Add markets
            </Link>
          </p>
        </div>
      ) : (
        <ul aria-label="Leads you can take" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {leads.offered.map((lead) => (
            <OfferedLeadCard key={lead.id} userId={userId} lead={lead} now={now} usedUp={usedUp} onUpgrade={onUpgrade} onTaken={onTaken} />
          ))}
        </ul>
      )}
    </div>
  );
}

interface OfferedLeadCardProps {
  userId: string;
  lead: OfferedLead;
  now: Date;
  usedUp: boolean;
  onUpgrade: (notice: UpgradeNotice) => void;
  onTaken: (id: string) => void;
}

function OfferedLeadCard({ userId, lead, now, usedUp, onUpgrade, onTaken }: OfferedLeadCardProps) {
  const claim = useClaimLead(userId, {
    onTaken: (taken) => {
      toast({
        title: `Lead taken: call ${taken.fullName} at ${formatPhone(taken.phone)}`,
        description: 'Their details are under “Leads you took”.',
        duration: 10_000,
      });
      onTaken(taken.id);
    },
    onFailed: (error) => {
      const upgrade = upgradeNoticeOf(error);
      if (upgrade) onUpgrade(upgrade);
      else if (isApiError(error, 409))
        toast({ title: LEAD_TAKEN_MESSAGE, description: 'It is gone from your list.', variant: 'destructive' });
      else if (isApiError(error, 404))
        toast({ title: 'This lead is no longer in your markets', description: 'Your list has been refreshed.', variant: 'destructive' });
      else toastError('The lead was not taken', error, 'Something went wrong. Please try again.');
    },
  });
  const id = useId();
  const place = leadPlace(lead);

  return (
    <li data-lead-id={lead.id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h4 id={`${id}-situation`} className="font-semibold text-slate-900">
        {situationLabel(lead.situation)}
      </h4>
      <p id={`${id}-place`} className="mt-2 flex items-start gap-1.5 text-sm text-slate-700">
        <MapPin className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
        {place ?? 'Place not given'}
      </p>
      <p className="mt-1 flex items-start gap-1.5 text-sm text-slate-600">
        <Clock className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
        <span>
          Came in <time dateTime={lead.createdAt}>{leadAge(lead.createdAt, now)}</time>
        </span>
      </p>
      <div className="mt-auto pt-4">
        <SubmitButton
          onClick={() => claim.mutate(lead.id)}
          pending={claim.isPending}
          pendingLabel="Taking..."
          disabled={usedUp}
          aria-describedby={`${id}-situation ${id}-place`}
          className="w-full"
        >
          Take this lead
        </SubmitButton>
      </div>
    </li>
  );
}

function TakenLeads({ leads, focusId }: { leads: SellerLeadRecord[]; focusId: string | null }) {
  return (
    <div className="space-y-3">
      <h3 className="text-base font-semibold text-slate-900">
        Leads you took <span className="font-normal text-slate-500 tabular-nums">({leads.length})</span>
      </h3>
      {leads.length === 0 ? (
        <div className="flex items-start gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-5 text-sm text-slate-600">
          <Phone className="mt-0.5 size-5 shrink-0 text-slate-400" aria-hidden="true" />
          <p>
            Take a lead above to see the owner’s name, phone and email here. Call soon: owners hear from you by mail once you take their
            lead.
          </p>
        </div>
      ) : (
        <ul aria-label="Leads you took" className="grid gap-4 lg:grid-cols-2">
          {leads.map((lead) => (
            <TakenLeadCard key={lead.id} lead={lead} focus={lead.id === focusId} />
          ))}
        </ul>
      )}
    </div>
  );
}

function TakenLeadCard({ lead, focus }: { lead: SellerLeadRecord; focus: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  const taken = takenDate(lead.claimedAt);

  return (
    <li data-lead-id={lead.id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h4 ref={heading} tabIndex={-1} className="font-semibold text-slate-900 focus:outline-none">
          {lead.fullName}
        </h4>
        {taken ? (
          <p className="text-xs text-slate-500">
            Taken <time dateTime={lead.claimedAt ?? undefined}>{taken}</time>
          </p>
        ) : null}
      </div>
      <p className="mt-0.5 text-sm text-slate-600">{situationLabel(lead.situation)}</p>
      <dl className="mt-3 space-y-2 text-sm">
        <div className="flex items-start gap-2">
          <dt>
            <Home className="mt-0.5 size-4 text-slate-400" aria-hidden="true" />
            <span className="sr-only">Property</span>
          </dt>
          <dd className="min-w-0 break-words text-slate-800">{lead.propertyAddress}</dd>
        </div>
        <div className="flex items-start gap-2">
          <dt>
            <Phone className="mt-0.5 size-4 text-slate-400" aria-hidden="true" />
            <span className="sr-only">Phone</span>
          </dt>
          <dd>
            <a href={`tel:${lead.phone}`} className={textLink}>
              {formatPhone(lead.phone)}
            </a>
          </dd>
        </div>
        <div className="flex items-start gap-2">
          <dt>
            <Mail className="mt-0.5 size-4 text-slate-400" aria-hidden="true" />
            <span className="sr-only">Email</span>
          </dt>
          <dd className="min-w-0 break-all">
            <a href={`mailto:${lead.email}`} className={textLink}>
              {lead.email}
            </a>
          </dd>
        </div>
      </dl>
    </li>
  );
}
