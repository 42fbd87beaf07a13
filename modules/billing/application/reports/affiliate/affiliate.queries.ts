import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type {
  AdminPayoutFilter,
  AdminPayoutList,
  AdminPayoutListQuery,
  AffiliateLedgerPage,
  AffiliateOverview,
  HeldCommissionList,
  OwedAffiliateList,
} from '../../../contracts/affiliate.ts';

/** The signed-in member's affiliate area: link, counts, balances, the chart by month (`GET /api/affiliate`). */
export const GetAffiliateOverview = defineQuery<void, AffiliateOverview>('billing.get-affiliate-overview');
/** The signed-in member's ledger entries, newest first, a page at a time. */
export const ListAffiliateLedger = defineQuery<{ page: number }, AffiliateLedgerPage>('billing.list-affiliate-ledger');
/** The back office's payouts table. */
export const ListAdminPayouts = defineQuery<AdminPayoutListQuery, AdminPayoutList>('billing.list-admin-payouts');
export const ExportAdminPayouts = defineQuery<AdminPayoutFilter, string>('billing.export-admin-payouts');
/** Commissions held by the self-referral checks, oldest first, for an administrator to approve or reject. */
export const ListHeldCommissions = defineQuery<{ page: number }, HeldCommissionList>('billing.list-held-commissions');
/** The monthly run: affiliates owed at least the minimum who have not asked, largest first. */
export const ListOwedAffiliates = defineQuery<{ page: number }, OwedAffiliateList>('billing.list-owed-affiliates');
