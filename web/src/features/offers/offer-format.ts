import type { OfferStatus, OfferTerms } from '@contracts/leads/contracts/offers.ts';
import { formatDollars } from '@/lib/utils.ts';

export const STATUS_LABELS: Record<OfferStatus, string> = {
  open: 'Waiting for the seller',
  countered: 'Countered',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
};

export const STATUS_TONES: Record<OfferStatus, string> = {
  open: 'bg-sky-50 text-sky-900 ring-sky-200',
  countered: 'bg-amber-50 text-amber-900 ring-amber-200',
  accepted: 'bg-brand-50 text-brand-900 ring-brand-200',
  declined: 'bg-slate-100 text-slate-700 ring-slate-200',
  withdrawn: 'bg-slate-100 text-slate-700 ring-slate-200',
  expired: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** "$45,000 · $1,000 earnest · close in 21 days · 7-day inspection" */
export const termsLine = (terms: OfferTerms) =>
  `${formatDollars(terms.price)} · ${formatDollars(terms.earnestMoney)} earnest · close in ${terms.daysToClose} days · ${terms.inspectionDays}-day inspection`;

export const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
