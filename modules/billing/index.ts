import type { ModuleDefinition } from '../shared/kernel/module.ts';
import { BillingSchema } from './migrations/billing-0001-schema.ts';

/** Owns plan catalog, subscriptions and trials, entitlements, payments provider, affiliate referrals. Filled by its own piece of work; for now it holds its schema. */
export const billingModule: ModuleDefinition = {
  name: 'billing',
  entities: [],
  migrations: [{ name: 'billing-0001-schema', class: BillingSchema }],
};
