import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { Audience } from '../../../contracts/plans.ts';

/** Opens a checkout that only saves a payment method, so a trial converts into its plan. */
export const AddPaymentMethod = defineCommand<{ audience: Audience }, { checkoutUrl: string }>('billing.add-payment-method');
