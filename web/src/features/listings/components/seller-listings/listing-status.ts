import type { ListingStatus } from '@contracts/listings/contracts/listing-terms.ts';
import type { MyListingsState } from '@contracts/listings/contracts/my-listings-query.ts';

/** The seller's status actions (`POST /api/properties/:id/status`) and their wording. */
export type StatusAction = 'publish' | 'unpublish' | 'under-contract' | 'back-on-market' | 'sold';

export const STATUS_ACTION_TARGET: Record<StatusAction, 'active' | 'withdrawn' | 'under_contract' | 'sold'> = {
  publish: 'active',
  unpublish: 'withdrawn',
  'under-contract': 'under_contract',
  'back-on-market': 'active',
  sold: 'sold',
};

export const STATUS_ACTION_LABEL: Record<StatusAction, string> = {
  publish: 'Publish',
  unpublish: 'Unpublish',
  'under-contract': 'Mark under contract',
  'back-on-market': 'Back on the market',
  sold: 'Mark sold',
};

export const STATUS_ACTION_DONE: Record<StatusAction, string> = {
  publish: 'Listing published',
  unpublish: 'Listing unpublished',
  'under-contract': 'Marked under contract',
  'back-on-market': 'Listing back on the market',
  sold: 'Marked sold',
};

/** What the seller may do from each status (sold is final). */
export function statusActions(status: ListingStatus): StatusAction[] {
  switch (status) {
    case 'draft':
    case 'withdrawn':
    case 'expired':
      return ['publish'];
    case 'active':
      return ['unpublish', 'under-contract', 'sold'];
    case 'under_contract':
      return ['back-on-market', 'sold', 'unpublish'];
    case 'sold':
      return [];
  }
}

export const STATUS_LABEL: Record<ListingStatus, string> = {
  draft: 'Draft',
  active: 'Active',
  under_contract: 'Under contract',
  sold: 'Sold',
  expired: 'Expired',
  withdrawn: 'Unpublished',
};

export const STATUS_BADGE_CLASS: Record<ListingStatus, string> = {
  draft: 'bg-slate-100 text-slate-700 ring-slate-300',
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30',
  under_contract: 'bg-amber-50 text-amber-800 ring-amber-600/30',
  sold: 'bg-sky-50 text-sky-800 ring-sky-600/30',
  expired: 'bg-red-50 text-red-800 ring-red-600/20',
  withdrawn: 'bg-slate-100 text-slate-600 ring-slate-300',
};

/** Why a listing left the market when it was not the seller's choice. */
export function statusReasonText(reason: string | null): string | null {
  switch (reason) {
    case 'plan-limit':
      return 'Unpublished by a plan change';
    case 'expired':
      return 'Expired after 90 days';
    case 'admin':
      return 'Changed by an administrator';
    default:
      return null;
  }
}

/** The status filter's words: a listing waiting for review or rejected is there, not under its status (as its badge says). */
export const STATE_LABEL: Record<MyListingsState, string> = { ...STATUS_LABEL, in_review: 'In review', rejected: 'Rejected' };

/** The order of the status filter, with "all" first. */
export const STATUS_FILTER_ORDER: readonly MyListingsState[] = [
  'active',
  'in_review',
  'rejected',
  'draft',
  'under_contract',
  'sold',
  'withdrawn',
  'expired',
];
