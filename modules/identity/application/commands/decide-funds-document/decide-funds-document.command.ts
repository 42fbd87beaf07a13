import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { AdminFundsDocument, RejectFundsRequest, VerifyFundsRequest } from '../../../contracts/verified-funds.ts';

/** An administrator verifies a waiting statement: up to an amount (dollars), through an expiry day after today. */
export const VerifyFundsDocument = defineCommand<VerifyFundsRequest & { documentId: string }, AdminFundsDocument>(
  'identity.verify-funds-document',
);

/** An administrator turns a waiting statement down with a reason the member reads. */
export const RejectFundsDocument = defineCommand<RejectFundsRequest & { documentId: string }, AdminFundsDocument>(
  'identity.reject-funds-document',
);
