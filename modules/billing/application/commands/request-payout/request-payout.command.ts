import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { PayoutView } from '../../../contracts/affiliate.ts';

/** The signed-in affiliate asks for their approved balance to be paid out (at least the program's minimum). */
export const RequestPayout = defineCommand<void, PayoutView>('billing.request-payout');
