import { Link } from '@tanstack/react-router';
import { HandCoins } from 'lucide-react';
import { useState } from 'react';
import { counterInputSchema, declineInputSchema, type ListingOffers } from '@contracts/leads/contracts/offers.ts';
import { TableLoadError, TableLoading } from '@/components/data-table/table-states.tsx';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog.tsx';
import { Button, buttonClassName } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { fieldIssues, serverMessage } from '@/lib/api-errors.ts';
import { formatDollars } from '@/lib/utils.ts';
import { useAnswerOffer, useListingOffers } from '../api/offers.ts';
import { termsLine, when } from '../offer-format.ts';
import { FUNDING_LABELS } from './make-offer-button.tsx';
import { issuesByField, OfferTermsFields, termsDraft, termsOf } from './offer-terms-fields.tsx';
import { OfferStatusBadge } from './status-badge.tsx';

type ListingOffer = ListingOffers['offers'][number];

const failed = (error: unknown) => toast({ title: serverMessage(error) ?? 'That did not work. Please try again.', variant: 'destructive' });

/**
 * `/property/{id}/offers`: every offer on one of the seller's listings side by side (price, earnest money,
 * closing, inspection, funding, the buyer's record), pending ones first, each accepted, countered or declined
 * from its row. Accepting one puts the listing under contract and declines the others.
 */
export function ListingOffersPage({ listingId }: { listingId: string }) {
  const offers = useListingOffers(listingId);
  const rows = offers.data ? [...offers.data.offers].sort((a, b) => rank(a) - rank(b)) : [];
  return (
    <section className="mx-auto max-w-6xl space-y-5 px-4 py-8 sm:px-6 lg:px-8">
      <title>Offers | DealAcre</title>
      <div>
        <Link to="/property/$id" params={{ id: listingId }} className="text-sm font-semibold text-brand-700 hover:underline">
          ← The listing
        </Link>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">Offers</h1>
        <p className="mt-1 text-slate-600">Compare them, then accept one, counter or decline. Accepting one declines the others.</p>
      </div>
      {offers.isPending ? (
        <TableLoading label="Loading the offers" />
      ) : offers.isError ? (
        <TableLoadError
          title={isApiError(offers.error, 404) ? 'This listing is not one of yours' : 'The offers could not be loaded'}
          error={offers.error}
          onRetry={() => void offers.refetch()}
        />
      ) : rows.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
          <HandCoins className="size-8 text-slate-400" aria-hidden="true" />
          <p className="font-semibold text-slate-900">No offers yet</p>
          <p className="max-w-md text-slate-600">Buyers’ offers on this listing will be here; you are told of each one as it arrives.</p>
        </div>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full min-w-[56rem] text-left text-sm">
            <caption className="sr-only">Offers on this listing</caption>
            <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Buyer
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Price
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Earnest money
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Close
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Inspection
                </th>
                <th scope="col" className="px-4 py-3">
                  Funding
                </th>
                <th scope="col" className="px-4 py-3">
                  Status
                </th>
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((offer) => (
                <OfferRow key={offer.id} offer={offer} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** pending offers first, then the accepted one, then the rest; newest first within each */
const rank = (offer: ListingOffer) => (offer.status === 'open' || offer.status === 'countered' ? 0 : offer.status === 'accepted' ? 1 : 2);

function OfferRow({ offer }: { offer: ListingOffer }) {
  const { buyer, terms } = offer;
  return (
    <tr className="align-top">
      <td className="min-w-44 px-4 py-3">
        <p className="font-semibold text-slate-900">{buyer.name}</p>
        <p className="text-xs text-slate-600">
          {buyer.offersMade} {buyer.offersMade === 1 ? 'offer' : 'offers'} on DealAcre, {buyer.offersAccepted} accepted
        </p>
        {offer.message ? <p className="mt-1 max-w-xs text-xs whitespace-pre-line text-slate-700">“{offer.message}”</p> : null}
      </td>
      <td className="px-4 py-3 whitespace-nowrap text-right font-semibold text-slate-900 tabular-nums">{formatDollars(terms.price)}</td>
      <td className="px-4 py-3 whitespace-nowrap text-right tabular-nums">{formatDollars(terms.earnestMoney)}</td>
      <td className="px-4 py-3 whitespace-nowrap text-right tabular-nums">{terms.daysToClose} days</td>
      <td className="px-4 py-3 whitespace-nowrap text-right tabular-nums">{terms.inspectionDays} days</td>
      <td className="px-4 py-3">{FUNDING_LABELS[offer.funding]}</td>
      <td className="px-4 py-3">
        <OfferStatusBadge status={offer.status} label={offer.status === 'open' ? 'Open' : undefined} />
        {offer.counter ? <p className="mt-1 text-xs text-amber-900">Your counter: {termsLine(offer.counter)}</p> : null}
        {offer.status === 'open' || offer.status === 'countered' ? (
          <p className="mt-1 text-xs text-slate-600">Until {when(offer.expiresAt)}</p>
        ) : null}
        {offer.status === 'accepted' && offer.earnestDueAt ? (
          <p className="mt-1 text-xs text-brand-900">Earnest money due {when(offer.earnestDueAt)}</p>
        ) : null}
      </td>
      <td className="px-4 py-3">
        <div className="flex justify-end gap-2">
          {offer.status === 'open' ? <AcceptButton offer={offer} /> : null}
          {offer.status === 'open' ? <CounterButton offer={offer} /> : null}
          {offer.status === 'open' || offer.status === 'countered' ? <DeclineButton offer={offer} /> : null}
        </div>
      </td>
    </tr>
  );
}

function AcceptButton({ offer }: { offer: ListingOffer }) {
  const answer = useAnswerOffer();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button size="sm">Accept</Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>
          Accept {formatDollars(offer.terms.price)} from {offer.buyer.name}?
        </AlertDialogTitle>
        <AlertDialogDescription>
          The listing goes under contract, every other open offer is declined, and the earnest money of{' '}
          {formatDollars(offer.terms.earnestMoney)} falls due in 72 hours.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel className={buttonClassName('secondary', 'md')}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className={buttonClassName('primary', 'md')}
            disabled={answer.isPending}
            onClick={() =>
              answer.mutate(
                { offerId: offer.id, action: 'accept' },
                { onSuccess: () => toast({ title: 'Offer accepted: the listing is under contract' }), onError: failed },
              )
            }
          >
            Accept offer
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

function CounterButton({ offer }: { offer: ListingOffer }) {
  const [open, setOpen] = useState(false);
  const answer = useAnswerOffer();
  const [draft, setDraft] = useState(() => termsDraft(offer.terms.price, offer.terms));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = () => {
    const parsed = counterInputSchema.safeParse(termsOf(draft));
    if (!parsed.success) return setErrors(issuesByField(parsed.error.issues));
    answer.mutate(
      { offerId: offer.id, action: 'counter', input: parsed.data },
      {
        onSuccess: () => {
          toast({ title: 'Counter sent', description: `${offer.buyer.name} can accept it until it expires.` });
          setOpen(false);
        },
        onError: (error) => {
          const issues = fieldIssues(error);
          if (issues.length > 0) setErrors(Object.fromEntries(issues.map(({ field, message }) => [field, message])));
          else failed(error);
        },
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="secondary">
          Counter
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogTitle>Counter {offer.buyer.name}’s offer</DialogTitle>
        <DialogDescription>They offered {termsLine(offer.terms)}. Your terms stand until they expire.</DialogDescription>
        <form
          className="mt-4 space-y-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <OfferTermsFields draft={draft} errors={errors} onChange={setDraft} />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={answer.isPending}>
              Send counter
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function DeclineButton({ offer }: { offer: ListingOffer }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const answer = useAnswerOffer();
  const submit = () => {
    const parsed = declineInputSchema.safeParse({ reason: reason.trim() || undefined });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    answer.mutate(
      { offerId: offer.id, action: 'decline', input: parsed.data },
      {
        onSuccess: () => {
          toast({ title: 'Offer declined' });
          setOpen(false);
        },
        onError: failed,
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="ghost" className="text-red-700">
          Decline
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Decline {offer.buyer.name}’s offer?</DialogTitle>
        <DialogDescription>They are told; a reason helps them make a better one.</DialogDescription>
        <form
          className="mt-4 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Field label="Reason" optional error={error}>
            {(props) => <Textarea {...props} rows={2} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />}
          </Field>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={answer.isPending} className="bg-red-700 hover:bg-red-800">
              Decline offer
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
