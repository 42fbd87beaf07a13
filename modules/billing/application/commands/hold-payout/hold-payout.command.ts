import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { AdminPayout } from '../../../contracts/affiliate.ts';

/** An administrator holds a requested payout, with a reason; it can be marked paid later. */
export const HoldPayout = defineCommand<{ payoutId: string; reason: string }, AdminPayout>('billing.hold-payout');
