import { Link } from '@tanstack/react-router';
import { HandCoins, Timer } from 'lucide-react';
import { useId, useState } from 'react';
import { counterInputSchema, declineInputSchema, type ListingOffers, type OfferRules } from '@contracts/leads/contracts/offers.ts';
import { VerifiedFundsBadge } from '@/components/verified-funds-badge.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Switch } from '@/components/ui/switch.tsx';
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
import { useAnswerOffer, useCallBestAndFinal, useListingOffers, useSetOfferRules } from '../api/offers.ts';
import { DealChecklist } from './deal-checklist.tsx';
import { AddressRequestsPanel } from './address-requests-panel.tsx';
import { termsLine, when } from '../offer-format.ts';
import { FUNDING_LABELS } from './offer-terms-fields.tsx';
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
  const accepted = rows.find((offer) => offer.status === 'accepted');
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
      {accepted ? (
        <section aria-labelledby="the-deal" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <h2 id="the-deal" className="text-lg font-semibold text-slate-900">
            Under contract with {accepted.buyer.name} at {formatDollars(accepted.agreed?.price ?? accepted.terms.price)}
          </h2>
          <DealChecklist offer={accepted} side="seller" />
        </section>
      ) : offers.data ? (
        <OfferRulesPanel
          listingId={listingId}
          rules={offers.data.rules}
          bidders={rows.filter((offer) => offer.status === 'open' || offer.status === 'countered').length}
        />
      ) : null}
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
      <AddressRequestsPanel listingId={listingId} />
    </section>
  );
}

/** pending offers first, then the accepted one, then the rest; newest first within each */
const rank = (offer: ListingOffer) => (offer.status === 'open' || offer.status === 'countered' ? 0 : offer.status === 'accepted' ? 1 : 2);

function OfferRow({ offer }: { offer: ListingOffer }) {
  const { buyer, terms } = offer;
  return (
    <>
      <tr className="align-top">
        <td className="min-w-44 px-4 py-3">
          <p className="font-semibold text-slate-900">{buyer.name}</p>
          <p className="text-xs text-slate-600">
            {buyer.offersMade} {buyer.offersMade === 1 ? 'offer' : 'offers'} on DealAcre, {buyer.offersAccepted} accepted
          </p>
          <p className="mt-1">
            {buyer.verifiedFunds ? (
              <VerifiedFundsBadge funds={buyer.verifiedFunds} />
            ) : (
              <span className="text-xs text-slate-600">Funds not verified</span>
            )}
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
          {offer.revisedAt ? (
            <p className="mt-1 text-xs font-semibold text-sky-900">Best and final, revised {when(offer.revisedAt)}</p>
          ) : null}
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
    </>
  );
}

/**
 * The listing's offer rules: whether only buyers with verified funds may offer, and the call for best and final
 * offers (a deadline every open bidder is told of, shown while it stands).
 */
function OfferRulesPanel({ listingId, rules, bidders }: { listingId: string; rules: OfferRules; bidders: number }) {
  const setRules = useSetOfferRules(listingId);
  const switchId = useId();
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <div className="flex items-center gap-3">
          <Switch
            id={switchId}
            checked={rules.requireVerifiedFunds}
            disabled={setRules.isPending}
            onCheckedChange={(checked) =>
              setRules.mutate(checked, {
                onSuccess: () => toast({ title: checked ? 'Only buyers with verified funds may offer now' : 'Every buyer may offer now' }),
                onError: failed,
              })
            }
          />
          <label htmlFor={switchId} className="text-sm text-slate-800">
            <span className="font-semibold">Require verified funds</span>
            <span className="block text-slate-600">Only buyers whose proof of funds DealAcre checked may offer.</span>
          </label>
        </div>
        {bidders > 0 ? <BestAndFinalButton listingId={listingId} bidders={bidders} standing={rules.bestAndFinalBy} /> : null}
      </div>
      {rules.bestAndFinalBy ? (
        <p role="status" className="flex items-center gap-2 rounded-lg bg-sky-50 p-3 text-sm text-sky-950 ring-1 ring-sky-200">
          <Timer className="size-4 shrink-0" aria-hidden="true" />
          Best and final called: bidders may revise their offers until {when(rules.bestAndFinalBy)}.
        </p>
      ) : null}
    </div>
  );
}

/** a `datetime-local` value (local time, to the minute) `hours` from now */
const localInput = (hours: number) => {
  const at = new Date(Date.now() + hours * 60 * 60 * 1000);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

function BestAndFinalButton({ listingId, bidders, standing }: { listingId: string; bidders: number; standing: string | null }) {
  const [open, setOpen] = useState(false);
  const [deadline, setDeadline] = useState(() => localInput(24));
  const [error, setError] = useState<string | undefined>();
  const call = useCallBestAndFinal(listingId);
  const submit = () => {
    const at = new Date(deadline);
    if (!deadline || Number.isNaN(at.getTime())) return setError('Choose the deadline (a date and time)');
    call.mutate(at.toISOString(), {
      onSuccess: () => {
        toast({ title: 'Best and final called', description: `${bidders} ${bidders === 1 ? 'bidder was' : 'bidders were'} told.` });
        setOpen(false);
      },
      onError: (failure) => {
        const issues = fieldIssues(failure);
        if (issues.length > 0) setError(issues[0].message);
        else setError(serverMessage(failure) ?? 'That did not work. Please try again.');
      },
    });
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="secondary">
          <Timer className="size-4" aria-hidden="true" /> {standing ? 'Change best-and-final deadline' : 'Ask for best and final'}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Ask for best and final offers</DialogTitle>
        <DialogDescription>
          Every buyer with an open offer is told and may revise their price and terms until the deadline (an hour to 7 days away).
        </DialogDescription>
        <form
          className="mt-4 space-y-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Field label="Deadline" error={error}>
            {(props) => <Input {...props} type="datetime-local" value={deadline} onChange={(event) => setDeadline(event.target.value)} />}
          </Field>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={call.isPending}>
              Tell the bidders
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
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
