import { Link } from '@tanstack/react-router';
import { HandCoins } from 'lucide-react';
import { useState } from 'react';
import { OFFER_LIMITS, offerInputSchema, type OfferFunding } from '@contracts/leads/contracts/offers.ts';
import { ContactsLeft } from '@/components/contacts-left.tsx';
import type { OfferListing } from '@/components/offer-slot.tsx';
import { Button, buttonClassName } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { UpgradeDialog } from '@/components/ui/upgrade-dialog.tsx';
import { fieldIssues, isUpgradeRequired, serverMessage } from '@/lib/api-errors.ts';
import { useCurrentUser } from '@/lib/auth.ts';
import { cn, formatDollars } from '@/lib/utils.ts';
import { useMakeOffer, useMyOffersOn, useOfferRules } from '../api/offers.ts';
import { FundingFields, issuesByField, OfferTermsFields, termsDraft, termsOf } from './offer-terms-fields.tsx';

/** what the buyer typed, kept while the upgrade dialog is shown so the form comes back with it */
interface OfferDraft {
  draft: ReturnType<typeof termsDraft>;
  funding: OfferFunding;
  message: string;
}

/**
 * "Make an offer" on a listing: a visitor is sent to sign in first; a buyer with an offer still pending on
 * it sees that offer's state instead, with the way to their offers. A free buyer sees the month's contacts
 * left (an offer to a new seller is one); past a plan limit the upgrade dialog opens, as the contact
 * composer's does, and closing it brings the form back as it was.
 */
export function MakeOfferButton({ listing }: { listing: OfferListing }) {
  const { user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [limit, setLimit] = useState<{ message: string; kept: OfferDraft } | null>(null);
  const [kept, setKept] = useState<OfferDraft | null>(null);
  const mine = useMyOffersOn(listing.id, user !== null);
  const pending = mine.data?.offers.find(
    (offer) => offer.propertyId === listing.id && (offer.status === 'open' || offer.status === 'countered'),
  );

  if (!user)
    return (
      <Link to="/login" search={{ redirect: `/property/${listing.id}` }} className={cn(buttonClassName('secondary', 'md'), 'w-full')}>
        <HandCoins className="size-4" aria-hidden="true" /> Sign in to make an offer
      </Link>
    );
  if (pending)
    return (
      <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-950 ring-1 ring-brand-200">
        Your offer of {formatDollars(pending.terms.price)} is{' '}
        {pending.status === 'countered' ? 'countered by the seller' : 'with the seller'}.{' '}
        <Link to="/member-dashboard" hash="offers" className="font-semibold text-brand-700 underline underline-offset-2">
          See your offers
        </Link>
      </p>
    );
  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setKept(null);
        }}
      >
        <DialogTrigger asChild>
          <Button variant="secondary" className="w-full">
            <HandCoins className="size-4" aria-hidden="true" /> Make an offer
          </Button>
        </DialogTrigger>
        <DialogContent className="max-h-[90dvh] overflow-y-auto">
          {open ? (
            <OfferForm
              listing={listing}
              kept={kept}
              onDone={() => setOpen(false)}
              onLimitReached={(message, draft) => {
                setOpen(false);
                setLimit({ message, kept: draft });
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
      <UpgradeDialog
        open={limit !== null}
        onOpenChange={(next) => !next && setLimit(null)}
        onDismissed={() => {
          setKept(limit?.kept ?? null);
          setOpen(true);
        }}
        title="Offer Limit Reached"
        message={limit?.message}
      />
    </>
  );
}

interface OfferFormProps {
  listing: OfferListing;
  kept: OfferDraft | null;
  onDone: () => void;
  onLimitReached: (message: string, kept: OfferDraft) => void;
}

function OfferForm({ listing, kept, onDone, onLimitReached }: OfferFormProps) {
  const make = useMakeOffer(listing.id);
  const rules = useOfferRules(listing.id);
  const [draft, setDraft] = useState(() => kept?.draft ?? termsDraft(listing.price));
  const [funding, setFunding] = useState<OfferFunding>(kept?.funding ?? 'cash');
  const [message, setMessage] = useState(kept?.message ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = () => {
    const parsed = offerInputSchema.safeParse({ ...termsOf(draft), funding, message });
    if (!parsed.success) return setErrors(issuesByField(parsed.error.issues));
    setErrors({});
    setFailure(null);
    make.mutate(parsed.data, {
      onSuccess: (offer) => {
        toast({ title: 'Offer sent', description: `The seller has until ${new Date(offer.expiresAt).toLocaleString()} to answer.` });
        onDone();
      },
      onError: (error) => {
        if (isUpgradeRequired(error)) {
          onLimitReached(serverMessage(error) ?? 'Your plan does not allow another offer now.', { draft, funding, message });
          return;
        }
        const issues = fieldIssues(error);
        if (issues.length > 0) setErrors(Object.fromEntries(issues.map(({ field, message: text }) => [field, text])));
        setFailure(serverMessage(error) ?? 'Your offer could not be sent. Please try again.');
      },
    });
  };

  return (
    <>
      <DialogTitle>Make an offer</DialogTitle>
      <DialogDescription>
        {listing.title} · asking {formatDollars(listing.price)}. The seller can accept, counter or decline it.
      </DialogDescription>
      {rules.data?.requireVerifiedFunds ? (
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
          This seller takes offers only from buyers with verified funds. To get verified, upload a bank or lender statement dated within 30
          days under{' '}
          <Link to="/settings" hash="proof-of-funds" className="font-semibold underline underline-offset-2">
            Settings, Proof of funds
          </Link>
          ; once our team checks it, your offer can go through.
        </p>
      ) : null}
      <form
        className="mt-4 space-y-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <OfferTermsFields draft={draft} errors={errors} onChange={setDraft} />
        <FundingFields name="funding" value={funding} onChange={setFunding} />
        <Field label="Message to the seller" optional error={errors.message}>
          {(props) => (
            <Textarea
              {...props}
              rows={3}
              maxLength={OFFER_LIMITS.message}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
          )}
        </Field>
        <ContactsLeft />
        {failure ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {failure}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={make.isPending}>
            Send offer
          </Button>
        </div>
      </form>
    </>
  );
}
