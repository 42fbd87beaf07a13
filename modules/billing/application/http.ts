import type { PathParams } from '../../shared/kernel/endpoint.ts';
import { NotFoundError } from '../../shared/kernel/errors.ts';
import type { Audience } from '../contracts/plans.ts';

/** Billing's endpoints in the API reference. */
export const BILLING_TAG = 'Billing';

/** the subscription's audience from the path (`/api/billing/subscriptions/:audience`); another word is no subscription */
export const byAudience = ({ params }: { params: PathParams }): { audience: Audience } => {
  const { audience } = params;
  if (audience !== 'buyer' && audience !== 'seller') throw new NotFoundError('No such subscription');
  return { audience };
};

/** The back office's endpoints in the API reference (the tag every module's admin endpoints share). */
export const ADMIN_TAG = 'Administration';
