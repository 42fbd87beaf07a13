import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { AdminPayout } from '../../../contracts/affiliate.ts';

export type SettleOwedPayoutInput = { userId: string } & ({ action: 'paid'; reference: string } | { action: 'hold'; reason: string });

/**
 * An administrator working the monthly run pays an affiliate who is owed but has not asked (with the payment's
 * reference), or holds their payout (with a reason): a payout of their whole approved balance is opened for them
 * and marked paid or held, audited as any payout (decision 0071).
 */
export const SettleOwedPayout = defineCommand<SettleOwedPayoutInput, AdminPayout>('billing.settle-owed-payout');
