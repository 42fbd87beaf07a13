import { endpoint } from '../../shared/kernel/endpoint.ts';
import { adminPayoutFilterSchema, affiliateOverviewSchema } from '../contracts/affiliate.ts';
import { EnsureAffiliate } from '../application/commands/ensure-affiliate/ensure-affiliate.command.ts';
import { ADMIN_TAG, BILLING_TAG } from '../application/http.ts';
import { ONLY_ADMINS_SEE_PAYOUTS } from '../application/reports/affiliate/affiliate.handlers.ts';
import { ExportAdminPayouts, GetAffiliateOverview } from '../application/reports/affiliate/affiliate.queries.ts';

/** The affiliate area: the member's code is made the first time they open it, then their figures are read. */
export const affiliateOverviewEndpoint = endpoint({
  method: 'get',
  path: '/api/affiliate',
  tag: BILLING_TAG,
  summary: 'My affiliate link, figures and balances',
  description:
    'The referral code and link (made at the first call, then kept), clicks, sign-ups, paying members, earnings pending, held for review, approved, asked for and paid (sums of the ledger), and what was earned in each of the last 12 months.',
  access: 'member',
  response: affiliateOverviewSchema,
  run: async ({ actor }, { commands, queries }) => {
    await commands.execute(EnsureAffiliate, undefined, actor);
    return queries.ask(GetAffiliateOverview, undefined, actor);
  },
});

export const exportAdminPayoutsEndpoint = endpoint({
  method: 'get',
  path: '/api/admin/affiliate/payouts/export',
  tag: ADMIN_TAG,
  summary: 'Every payout a filter selects, as CSV',
  description: "The payouts table's filter; at most 10,000 rows. Text that a spreadsheet would run as a formula starts with `'`.",
  access: 'admin',
  forbidden: ONLY_ADMINS_SEE_PAYOUTS,
  query: adminPayoutFilterSchema,
  invalid: 'Invalid payout filter',
  produces: 'text/csv',
  handle: async ({ query, actor }, _req, res, { queries }) => {
    const csv = await queries.ask(ExportAdminPayouts, query, actor);
    res
      .status(200)
      .set({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="payouts-${new Date().toISOString().slice(0, 10)}.csv"`,
        'Cache-Control': 'no-store',
      })
      .send(csv);
  },
});
