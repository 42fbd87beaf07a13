import { token } from '../../shared/kernel/tokens.ts';
import type { Entitlements } from './http.ts';

/** What other modules ask billing synchronously, e.g. listings: "how many active listings may this seller have?" */
export interface BillingApi {
  entitlements(userId: string): Promise<Entitlements>;
}

export const BILLING_API = token<BillingApi>('billing.api');
