import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { BillingPortalResult } from '../../../contracts/http.ts';

/** Where the user manages payment methods and invoices at the payments provider (Stripe's customer portal). */
export const OpenBillingPortal = defineCommand<void, BillingPortalResult>('billing.open-billing-portal');
