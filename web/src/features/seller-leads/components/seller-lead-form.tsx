import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useHydrated } from '@tanstack/react-router';
import { Clock, HandCoins, LockKeyhole, Wrench } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  LEAD_SITUATION_LABELS,
  LEAD_SITUATIONS,
  SELLER_LEAD_FAILURE,
  SELLER_LEAD_NEXT_STEP_TEXT,
  SELLER_LEAD_SUCCESS,
  sellerLeadInputSchema,
  type LeadNextStep,
  type LeadPage,
  type SellerLeadInput,
  type SellerLeadRequest,
} from '@contracts/leads/contracts/seller-leads.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input, inputClassName } from '@/components/ui/input.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { toast, toastError } from '@/components/ui/toast.tsx';
import { cn } from '@/lib/utils.ts';
import { useSubmitSellerLead } from '../api/seller-leads.ts';
import { leadFieldIssues } from '../lead-field-errors.ts';

const BENEFITS = [
  {
    icon: Clock,
    title: 'An offer within 24 hours',
    text: 'Cash buyers who invest in your area look at your property and come back with an offer, usually within a day.',
  },
  {
    icon: Wrench,
    title: 'Sell as-is, whatever the situation',
    text: 'Land, houses and rentals in any condition, including foreclosure, probate, divorce or a move.',
  },
  {
    icon: HandCoins,
    title: 'Free, with no obligation',
    text: 'Asking costs nothing. Compare what you hear and decide in your own time.',
  },
] as const;

/** What happens next, as the server decided: on a seller's own page, that seller calls. */
function nextStepText(nextStep: LeadNextStep, investor: LeadPage | undefined): string {
  return investor && nextStep === 'investors_notified'
    ? `${investor.name} has your request and will call you about it. You are under no obligation.`
    : SELLER_LEAD_NEXT_STEP_TEXT[nextStep];
}

const EMPTY: SellerLeadInput = { propertyAddress: '', fullName: '', phone: '', email: '', situation: '', website: '' };

/**
 * The homepage's seller lead section (spec sections 2, 4, 5 and 8): a pitch for owners who want a
 * cash offer from the investor network, and the form. Idle, then submitting (the button reads
 * 'Submitting...' and is disabled); success toasts the spec's thanks, empties the form and says under
 * the button what really happens next (investors in the area have it, or the team reviews it); a failure
 * toasts 'Error' with the server's message and keeps everything typed, with the server's field
 * issues under their fields.
 *
 * Rendered on the server: the text fields are read-only (the shared Input), the select disabled and
 * the button no submit button until React has hydrated the form, so nothing is chosen or typed that
 * hydration would reset and nothing is sent as a plain GET form. `id` is the section's anchor (given
 * by the lazy wrapper, so that this chunk shares no module with the homepage's own).
 *
 * On a seller's own lead page (`investor`), the same form asks that investor alone: the pitch names
 * them and their markets, and the lead goes to them (the page's heading is the section's).
 */
export function SellerLeadSection({ id, investor }: { id: string; investor?: LeadPage }) {
  const headingId = useId();
  const formHeadingId = useId();
  const honeypotId = useId();
  const hydrated = useHydrated();
  const submission = useSubmitSellerLead();
  const [nextStep, setNextStep] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<SellerLeadInput, unknown, SellerLeadRequest>({
    resolver: zodResolver(sellerLeadInputSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit((lead) => {
    setNextStep(null);
    submission.mutate(investor ? { ...lead, sellerId: investor.sellerId } : lead, {
      onSuccess: (receipt) => {
        reset(EMPTY);
        toast({ title: SELLER_LEAD_SUCCESS });
        setNextStep(nextStepText(receipt.nextStep, investor));
      },
      onError: (error) => {
        leadFieldIssues(error).forEach((issue, index) => {
          setError(issue.field, { type: 'server', message: issue.message }, { shouldFocus: index === 0 });
        });
        toastError('Error', error, SELLER_LEAD_FAILURE);
      },
    });
  });

  return (
    <section id={id} aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 pt-14 sm:px-6 lg:px-8">
      <div className="relative isolate overflow-hidden rounded-3xl bg-brand-950 px-4 py-8 text-white shadow-xl sm:px-10 sm:py-12 lg:px-14 lg:py-14">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_left,var(--color-brand-800),transparent_60%),radial-gradient(ellipse_at_bottom_right,var(--color-slate-900),transparent_55%)]"
        />
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] lg:items-start lg:gap-16">
          <div className="lg:pt-6">
            {investor ? (
              <InvestorPitch investor={investor} headingId={headingId} />
            ) : (
              <>
                <p className="text-sm font-semibold tracking-widest text-brand-300 uppercase">For property owners</p>
                <h2 id={headingId} className="mt-3 text-3xl leading-tight font-extrabold tracking-tight sm:text-4xl">
                  Selling a property? Get a cash offer within 24 hours
                </h2>
                <p className="mt-4 max-w-xl text-base leading-7 text-slate-200 sm:text-lg sm:leading-8">
                  Tell us about your land, house or rental. We pass it to the cash buyers and investors on DealAcre who buy where it is, and
                  they make you an offer. No listing, no showings, no repairs.
                </p>
              </>
            )}
            <ul className="mt-6 space-y-4 sm:mt-8 sm:space-y-5">
              {BENEFITS.map(({ icon: Icon, title, text }) => (
                <li key={title} className="flex gap-4">
                  <span
                    className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white/10 text-brand-300 ring-1 ring-white/15"
                    aria-hidden="true"
                  >
                    <Icon className="size-5" />
                  </span>
                  <div>
                    <p className="font-semibold text-white">{title}</p>
                    <p className="mt-1 text-sm leading-6 text-slate-300">{text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>

          <div className="rounded-2xl bg-white p-5 text-slate-900 shadow-lg ring-1 ring-black/5 sm:p-8">
            <h3 id={formHeadingId} className="text-xl font-bold tracking-tight">
              Request your cash offer
            </h3>
            <p className="mt-1 text-sm text-slate-600">Four quick details. It takes about a minute.</p>

            <form onSubmit={onSubmit} noValidate aria-labelledby={formHeadingId} className="mt-6 space-y-5">
              <Field label="Property address" error={errors.propertyAddress?.message}>
                {(control) => (
                  <Input
                    {...control}
                    {...register('propertyAddress')}
                    autoComplete="street-address"
                    maxLength={200}
                    placeholder="Street, city, state and ZIP"
                  />
                )}
              </Field>

              <Field label="Full name" error={errors.fullName?.message}>
                {(control) => <Input {...control} {...register('fullName')} autoComplete="name" maxLength={100} />}
              </Field>

              <div className="grid gap-5 sm:grid-cols-2">
                <Field label="Phone" error={errors.phone?.message}>
                  {(control) => (
                    <Input
                      {...control}
                      {...register('phone')}
                      type="tel"
                      autoComplete="tel"
                      inputMode="tel"
                      maxLength={30}
                      placeholder="(512) 555-0142"
                    />
                  )}
                </Field>
                <Field label="Email" error={errors.email?.message}>
                  {(control) => (
                    <Input
                      {...control}
                      {...register('email')}
                      type="email"
                      autoComplete="email"
                      inputMode="email"
                      autoCapitalize="none"
                      maxLength={254}
                      placeholder="you@example.com"
                    />
                  )}
                </Field>
              </div>

              <Field label="Situation" optional error={errors.situation?.message}>
                {(control) => (
                  <select
                    {...control}
                    {...register('situation')}
                    // a choice made before hydration would be reset by the form's default
                    disabled={!hydrated}
                    className={cn(inputClassName, 'disabled:cursor-default disabled:bg-white disabled:text-slate-900')}
                  >
                    <option value="">Choose one if it applies</option>
                    {LEAD_SITUATIONS.map((situation) => (
                      <option key={situation} value={situation}>
                        {LEAD_SITUATION_LABELS[situation]}
                      </option>
                    ))}
                  </select>
                )}
              </Field>

              {/* A honeypot: people never see or reach it; a bot that fills it is answered like anyone and kept nowhere. */}
              <div aria-hidden="true" className="sr-only">
                <label htmlFor={honeypotId}>Website (leave empty)</label>
                <input id={honeypotId} type="text" tabIndex={-1} autoComplete="off" aria-hidden="true" {...register('website')} />
              </div>

              <SubmitButton
                // not a submit button in the server's HTML: a press before hydration would send the page a GET form
                type={hydrated ? 'submit' : 'button'}
                aria-disabled={hydrated ? undefined : true}
                size="lg"
                className="w-full"
                pending={submission.isPending}
                pendingLabel="Submitting..."
              >
                Get My Cash Offer
              </SubmitButton>

              {nextStep ? (
                <Alert variant="success" title="Request received: what happens next">
                  {nextStep}
                </Alert>
              ) : null}

              <p className="flex items-start gap-2 text-xs leading-5 text-slate-600">
                <LockKeyhole className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                <span>
                  {investor
                    ? `Your details go only to ${investor.name}.`
                    : 'Your details go only to investors on DealAcre who buy in your area.'}{' '}
                  See our{' '}
                  <Link to="/privacy-policy" hash="who-sees-what" className="font-medium text-brand-700 underline hover:text-brand-900">
                    Privacy Policy
                  </Link>
                  .
                </span>
              </p>
            </form>
          </div>
        </div>
      </div>
    </section>
  );
}

/** The lead page's heading: who will make the offer, and where they buy. */
function InvestorPitch({ investor, headingId }: { investor: LeadPage; headingId: string }) {
  const initials = investor.name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <>
      <div className="flex items-center gap-4">
        {investor.profilePicture ? (
          <img src={investor.profilePicture} alt="" className="size-16 rounded-full object-cover ring-2 ring-white/30" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-16 items-center justify-center rounded-full bg-white/10 text-xl font-bold text-brand-200 ring-2 ring-white/20"
          >
            {initials}
          </span>
        )}
        <p className="text-sm font-semibold tracking-widest text-brand-300 uppercase">Cash offers from {investor.name}</p>
      </div>
      <h1 id={headingId} className="mt-5 text-3xl leading-tight font-extrabold tracking-tight sm:text-4xl">
        Sell your property to {investor.name}
      </h1>
      <p className="mt-4 max-w-xl text-base leading-7 text-slate-200 sm:text-lg sm:leading-8">
        {investor.name} is an investor on DealAcre
        {investor.markets.length
          ? ` who buys in ${investor.markets.slice(0, 4).join('; ')}${investor.markets.length > 4 ? ' and more' : ''}`
          : ''}
        . Tell them about your land, house or rental and they will call you with a cash offer. No listing, no showings, no repairs.
      </p>
    </>
  );
}
