import { endpoint } from '../../shared/kernel/endpoint.ts';
import { planCatalogueSchema } from '../contracts/http.ts';
import { BUYER_PLANS, SELLER_PLANS, TRIAL_DAYS } from '../contracts/plans.ts';
import { BILLING_TAG } from './http.ts';

/** The plan catalogue, the same for everyone: answered from the contracts, no use case behind it. */
export const planCatalogueEndpoint = endpoint({
  method: 'get',
  path: '/api/billing/plans',
  tag: BILLING_TAG,
  summary: 'The plan catalogue',
  description: 'Prices, features and limits of every buyer and seller plan; cached publicly for five minutes.',
  access: 'public',
  response: planCatalogueSchema,
  cacheControl: 'public, max-age=300',
  run: () => Promise.resolve({ trialDays: TRIAL_DAYS, buyer: BUYER_PLANS, seller: SELLER_PLANS }),
});
