import { Link } from '@tanstack/react-router';
import { HandCoins } from 'lucide-react';
import type { MyOffers } from '@contracts/leads/contracts/offers.ts';
import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { serverMessage } from '@/lib/api-errors.ts';
import { formatDollars } from '@/lib/utils.ts';
import { useAnswerOffer, useMyOffers } from '../api/offers.ts';
import { termsLine, when } from '../offer-format.ts';
import { FUNDING_LABELS } from './make-offer-button.tsx';
import { OfferStatusBadge } from './status-badge.tsx';

type MyOffer = MyOffers['offers'][number];

/** The member dashboard's "My offers": each offer's state, the seller's counter to accept, and a way to withdraw. */
export function MyOffersSection() {
  const offers = useMyOffers();
  return (
    <section id="offers" aria-labelledby="my-offers" className="scroll-mt-24 space-y-4">
      <h2 id="my-offers" className="text-xl font-semibold text-slate-900">
        My offers
      </h2>
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
      {offer.status === 'declined' && offer.declineReason ? (
        <p className="mt-1 text-sm text-slate-600">Reason: {offer.declineReason}</p>
      ) : null}
      {pending ? (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <span className="text-sm text-slate-600">
            {offer.status === 'countered' ? 'The counter stands' : 'Stands'} until {when(offer.expiresAt)}
          </span>
          <span className="flex-1" />
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
