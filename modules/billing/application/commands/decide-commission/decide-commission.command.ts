import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { HeldCommission } from '../../../contracts/affiliate.ts';

/**
 * An administrator approves a commission the self-referral checks held (it goes on as any other, pending
 * until its windows passed) or rejects it; with a reason either way.
 */
export const DecideCommission = defineCommand<{ commissionId: string; approve: boolean; reason: string }, HeldCommission>(
  'billing.decide-commission',
);
