import { defineCommand } from '../../../../shared/kernel/bus.ts';

/** The job: commissions whose trial and refund window have passed move from pending to approved. */
export const ApproveCommissions = defineCommand<void, { approved: number }>('billing.approve-commissions');
