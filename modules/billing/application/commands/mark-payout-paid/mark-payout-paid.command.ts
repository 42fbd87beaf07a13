import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { AdminPayout } from '../../../contracts/affiliate.ts';

/** An administrator records a payout as paid, with the payment's reference (a requested or held one). */
export const MarkPayoutPaid = defineCommand<{ payoutId: string; reference: string }, AdminPayout>('billing.mark-payout-paid');
