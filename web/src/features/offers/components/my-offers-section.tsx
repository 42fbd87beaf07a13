import { Link } from '@tanstack/react-router';
import { HandCoins, Timer } from 'lucide-react';
import { useState } from 'react';
import { revisionInputSchema, type MyOffers, type OfferFunding } from '@contracts/leads/contracts/offers.ts';
import { VerifiedFundsBadge } from '@/components/verified-funds-badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { fieldIssues, serverMessage } from '@/lib/api-errors.ts';
import { formatDollars } from '@/lib/utils.ts';
import { useAnswerOffer, useMyOffers, useReviseOffer } from '../api/offers.ts';
import { DealChecklist } from './deal-checklist.tsx';
import { FUNDING_LABELS, FundingFields, issuesByField, OfferTermsFields, termsDraft, termsOf } from './offer-terms-fields.tsx';
import { termsLine, when } from '../offer-format.ts';

import { OfferStatusBadge } from './status-badge.tsx';

type MyOffer = MyOffers['offers'][number];

/** The member dashboard's "My offers": each offer's state, the seller's counter to accept, and a way to withdraw. */
export function MyOffersSection() {
  const offers = useMyOffers();
  return (
    <section id="offers" aria-labelledby="my-offers" className="scroll-mt-24 space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="my-offers" className="text-xl font-semibold text-slate-900">
          My offers
        </h2>
        {offers.data ? (
          offers.data.verifiedFunds ? (
            <VerifiedFundsBadge funds={offers.data.verifiedFunds} withExpiry />
          ) : (
            <Link to="/settings" hash="proof-of-funds" className="text-sm font-semibold text-brand-700 underline underline-offset-2">
              Get your funds verified
            </Link>
          )
        ) : null}
      </div>
      {offers.isError ? (
        <p role="alert" className="text-red-700">
          Your offers could not be loaded. Please reload the page.
        </p>
      ) : !offers.data ? null : offers.data.offers.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
          <HandCoins className="size-8 text-slate-400" aria-hidden="true" />
          <p className="font-semibold text-slate-900">No offers yet</p>
          <p className="max-w-md text-slate-600">Open a deal and choose “Make an offer” to put your price and terms to its seller.</p>
        </div>
      ) : (
        <ul className="space-y-3">
          {offers.data.offers.map((offer) => (
            <OfferRow key={offer.id} offer={offer} />
          ))}
        </ul>
      )}
    </section>
  );
}

function OfferRow({ offer }: { offer: MyOffer }) {
  const answer = useAnswerOffer();
  const act = (action: 'withdraw' | 'accept', done: string) =>
    answer.mutate(
      { offerId: offer.id, action },
      {
        onSuccess: () => toast({ title: done }),
        onError: (error) => toast({ title: serverMessage(error) ?? 'That did not work. Please try again.', variant: 'destructive' }),
      },
    );
  const pending = offer.status === 'open' || offer.status === 'countered';
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Link to="/property/$id" params={{ id: offer.propertyId }} className="font-semibold text-slate-900 hover:underline">
            {offer.listing ? offer.listing.title : 'A listing no longer shown'}
          </Link>
          {offer.listing ? (
            <p className="text-sm text-slate-600">
              {offer.listing.city}, {offer.listing.state}
            </p>
          ) : null}
        </div>
        <OfferStatusBadge status={offer.status} label={offer.status === 'open' ? 'With the seller' : undefined} />
      </div>
      <p className="mt-2 text-sm text-slate-800">
        Your offer: {termsLine(offer.terms)} · {FUNDING_LABELS[offer.funding]}
      </p>
      {offer.counter ? <p className="mt-1 text-sm font-medium text-amber-900">Seller’s counter: {termsLine(offer.counter)}</p> : null}
      {offer.status === 'accepted' && offer.agreed ? (
        <p className="mt-1 text-sm font-medium text-brand-900">
          Under contract at {formatDollars(offer.agreed.price)}. Earnest money of {formatDollars(offer.agreed.earnestMoney)} is due by{' '}
          {when(offer.earnestDueAt!)}.
        </p>
      ) : null}
      {offer.status === 'accepted' ? <DealChecklist offer={offer} side="buyer" /> : null}
      {pending && offer.bestAndFinalBy ? (
        <p className="mt-2 flex items-center gap-2 rounded-lg bg-sky-50 p-2 text-sm text-sky-950 ring-1 ring-sky-200">
          <Timer className="size-4 shrink-0" aria-hidden="true" />
          The seller asks for best and final offers by {when(offer.bestAndFinalBy)}.
        </p>
      ) : null}
      {offer.status === 'declined' && offer.declineReason ? (
        <p className="mt-1 text-sm text-slate-600">Reason: {offer.declineReason}</p>
      ) : null}
      {pending ? (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <span className="text-sm text-slate-600">
            {offer.status === 'countered' ? 'The counter stands' : 'Stands'} until {when(offer.expiresAt)}
          </span>
          <span className="flex-1" />
          {offer.bestAndFinalBy ? <ReviseButton offer={offer} /> : null}
          {offer.status === 'countered' ? (
            <Button size="sm" disabled={answer.isPending} onClick={() => act('accept', 'Counter accepted: you are under contract')}>
              Accept counter
            </Button>
          ) : null}
          <Button size="sm" variant="secondary" disabled={answer.isPending} onClick={() => act('withdraw', 'Offer withdrawn')}>
            Withdraw
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** A best-and-final answer: new price and terms replace the pending offer's until the deadline. */
function ReviseButton({ offer }: { offer: MyOffer }) {
  const [open, setOpen] = useState(false);
  const revise = useReviseOffer(offer.id);
  const [draft, setDraft] = useState(() => termsDraft(offer.terms.price, offer.terms));
  const [funding, setFunding] = useState<OfferFunding>(offer.funding);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = () => {
    const { expiresInHours: _expiry, ...terms } = termsOf(draft);
    const parsed = revisionInputSchema.safeParse({ ...terms, funding });
    if (!parsed.success) return setErrors(issuesByField(parsed.error.issues));
    revise.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: 'Best and final sent' });
        setOpen(false);
      },
      onError: (error) => {
        const issues = fieldIssues(error);
        if (issues.length > 0) setErrors(Object.fromEntries(issues.map(({ field, message }) => [field, message])));
        else toast({ title: serverMessage(error) ?? 'That did not work. Please try again.', variant: 'destructive' });
      },
    });
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm">Revise offer</Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogTitle>Your best and final</DialogTitle>
        <DialogDescription>
          These terms replace your offer{offer.counter ? ' and the seller’s counter' : ''}. You may revise until{' '}
          {when(offer.bestAndFinalBy!)}.
        </DialogDescription>
        <form
          className="mt-4 space-y-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <OfferTermsFields draft={draft} errors={errors} onChange={setDraft} withExpiry={false} />
          <FundingFields name="revise-funding" value={funding} onChange={setFunding} />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={revise.isPending}>
              Send best and final
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
