import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { IDENTITY_API, type IdentityApi } from '../../../../identity/contracts/api.ts';
import { requireActor, requireAdmin, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { toCsv } from '../../../../shared/kernel/csv.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import {
  AFFILIATE_LEDGER_PAGE_SIZE,
  adminPayoutListQuerySchema,
  adminPayoutListSchema,
  affiliateLedgerPageSchema,
  heldCommissionListSchema,
  heldCommissionQuerySchema,
  ledgerQuerySchema,
  type AdminPayoutFilter,
  type AdminPayoutList,
  type AdminPayoutListQuery,
  type AffiliateLedgerPage,
  type AffiliateOverview,
  type HeldCommissionList,
  owedAffiliateListSchema,
  owedQuerySchema,
  type OwedAffiliateList,
} from '../../../contracts/affiliate.ts';
import { affiliateTerms, balances } from '../../affiliate-ledger.ts';
import { payoutView, type PayoutRow } from '../../affiliate-payouts.ts';
import { ADMIN_TAG, BILLING_TAG } from '../../http.ts';
import { memberOf, membersById } from '../admin-billing/admin-billing-rows.ts';
import {
  ExportAdminPayouts,
  GetAffiliateOverview,
  ListAdminPayouts,
  ListAffiliateLedger,
  ListHeldCommissions,
  ListOwedAffiliates,
} from './affiliate.queries.ts';

export const ONLY_ADMINS_SEE_PAYOUTS = "Only administrators can see affiliates' payouts and commissions";
const EXPORT_MAX = 10_000;

const memberNeeds = { em: PLATFORM.EntityManager, settings: PLATFORM.Settings, clock: PLATFORM.Clock };
const adminNeeds = { em: PLATFORM.EntityManager, identity: IDENTITY_API };
const runNeeds = { ...adminNeeds, settings: PLATFORM.Settings };
const OWED_PAGE_SIZE = 25;

const count = async (em: EntityManager, sql: string, params: unknown[]) =>
  Number((await em.execute<Array<{ n: string | number }>>(sql, params))[0]?.n ?? 0);

/** the first day of the month `back` months before `at`'s, UTC */
const monthStart = (at: Date, back: number) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - back, 1));

export class GetAffiliateOverviewHandler extends UsesDependencies<typeof memberNeeds> implements QueryHandler<void, AffiliateOverview> {
  async execute(_input: void, { actor }: QueryContext): Promise<AffiliateOverview> {
    const { userId } = requireActor(actor);
    const em = this.deps.em.fork();
    const terms = affiliateTerms(this.deps.settings);
    const [affiliate] = await em.execute<Array<{ code: string }>>('select code from billing.affiliates where user_id = ?', [userId]);
    const code = affiliate?.code ?? '';
    const sums = await balances(em, userId);
    const [openRow] = await em.execute<PayoutRow[]>(
      `select * from billing.payouts where affiliate_user_id = ? and status <> 'paid' order by requested_at desc limit 1`,
      [userId],
    );
    const now = this.deps.clock.now();
    const from = monthStart(now, 11);
    const earned = await em.execute<Array<{ month: string; cents: string | number }>>(
      `select to_char(date_trunc('month', created_at at time zone 'UTC'), 'YYYY-MM') as month, sum(amount_cents) as cents
         from billing.commissions where affiliate_user_id = ? and created_at >= ? and status not in ('reversed', 'rejected')
        group by 1`,
      [userId, from],
    );
    const months = Array.from({ length: 12 }, (_, index) => {
      const month = monthStart(now, 11 - index)
        .toISOString()
        .slice(0, 7);
      return { month, earned: Number(earned.find((row) => row.month === month)?.cents ?? 0) / 100 };
    });
    const dollars = (cents: number) => cents / 100;
    return {
      code,
      linkPath: `/r/${code}`,
      clicks: await count(em, 'select count(*) as n from billing.referral_clicks where affiliate_user_id = ?', [userId]),
      signUps: await count(em, 'select count(*) as n from billing.referrals where affiliate_user_id = ?', [userId]),
      payingMembers: await count(
        em,
        `select count(distinct referred_user_id) as n from billing.commissions where affiliate_user_id = ? and status not in ('reversed', 'rejected')`,
        [userId],
      ),
      earnings: {
        pending: dollars(sums.pending),
        held: dollars(sums.held),
        approved: dollars(sums.approved),
        requested: dollars(sums.requested),
        paid: dollars(sums.paid),
      },
      commissionPercent: terms.commissionPercent,
      commissionMonths: terms.commissionMonths,
      payoutMinimum: dollars(terms.payoutMinimumCents),
      canRequestPayout: !openRow && sums.approved > 0 && sums.approved >= terms.payoutMinimumCents,
      openPayout: openRow ? payoutView(openRow) : null,
      months,
    };
  }
}

export class ListAffiliateLedgerHandler
  extends UsesDependencies<typeof memberNeeds>
  implements QueryHandler<{ page: number }, AffiliateLedgerPage>
{
  async execute({ page }: { page: number }, { actor }: QueryContext): Promise<AffiliateLedgerPage> {
    const { userId } = requireActor(actor);
    const em = this.deps.em.fork();
    const pageSize = AFFILIATE_LEDGER_PAGE_SIZE;
    // a move is two entries of one moment (out of one balance, into another): shown as one change
    const changes = `select min(id::text) as id, kind, created_at,
         max(case when amount_cents < 0 then bucket end) as from_bucket,
         max(case when amount_cents > 0 then bucket end) as to_bucket,
         max(abs(amount_cents)) as cents
       from billing.affiliate_ledger where affiliate_user_id = ?
      group by kind, created_at, commission_id, payout_id`;
    const rows = await em.execute<
      Array<{
        id: string;
        created_at: Date | string;
        kind: string;
        from_bucket: string | null;
        to_bucket: string | null;
        cents: string | number;
      }>
    >(`${changes} order by created_at desc, id desc limit ? offset ?`, [userId, pageSize, (page - 1) * pageSize]);
    return {
      entries: rows.map((row) => ({
        id: row.id,
        at: new Date(row.created_at).toISOString(),
        kind: row.kind,
        from: row.from_bucket,
        to: row.to_bucket,
        amount: ((row.to_bucket ? 1 : -1) * Number(row.cents)) / 100,
      })),
      total: await count(em, `select count(*) as n from (${changes}) as changes`, [userId]),
      page,
      pageSize,
    };
  }
}

function payoutWhere({ status, month }: AdminPayoutFilter): { sql: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  if (status) {
    clauses.push('status = ?');
    params.push(status);
  }
  if (month) {
    const start = new Date(`${month}-01T00:00:00Z`);
    clauses.push('requested_at >= ? and requested_at < ?');
    params.push(start, new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1)));
  }
  return { sql: clauses.length ? `where ${clauses.join(' and ')}` : '', params };
}

async function findPayouts(em: EntityManager, identity: IdentityApi, filter: AdminPayoutFilter, limit: number, offset: number) {
  const where = payoutWhere(filter);
  const rows = await em.execute<PayoutRow[]>(
    `select * from billing.payouts ${where.sql} order by requested_at desc, id desc limit ? offset ?`,
    [...where.params, limit, offset],
  );
  const [totals] = await em.execute<Array<{ n: string | number; cents: string | number | null }>>(
    `select count(*) as n, sum(amount_cents) as cents from billing.payouts ${where.sql}`,
    where.params,
  );
  const members = await membersById(
    identity,
    rows.map((row) => row.affiliate_user_id),
  );
  return {
    rows: rows.map((row) => ({ ...payoutView(row), note: row.note, member: memberOf(members, row.affiliate_user_id) })),
    total: Number(totals.n),
    totalAmount: Number(totals.cents ?? 0) / 100,
  };
}

export class ListAdminPayoutsHandler
  extends UsesDependencies<typeof adminNeeds>
  implements QueryHandler<AdminPayoutListQuery, AdminPayoutList>
{
  async execute({ page, pageSize, ...filter }: AdminPayoutListQuery, { actor }: QueryContext): Promise<AdminPayoutList> {
    requireAdmin(actor, ONLY_ADMINS_SEE_PAYOUTS);
    const { rows, total, totalAmount } = await findPayouts(
      this.deps.em.fork(),
      this.deps.identity,
      filter,
      pageSize,
      (page - 1) * pageSize,
    );
    return { payouts: rows, total, totalAmount, page, pageSize };
  }
}

export class ExportAdminPayoutsHandler extends UsesDependencies<typeof adminNeeds> implements QueryHandler<AdminPayoutFilter, string> {
  async execute(filter: AdminPayoutFilter, { actor }: QueryContext): Promise<string> {
    requireAdmin(actor, ONLY_ADMINS_SEE_PAYOUTS);
    const { rows } = await findPayouts(this.deps.em.fork(), this.deps.identity, filter, EXPORT_MAX, 0);
    return toCsv(
      ['id', 'member_id', 'member_name', 'member_email', 'amount', 'status', 'reference', 'requested_at', 'decided_at'],
      rows.map((row) => [
        row.id,
        row.member.id,
        row.member.name,
        row.member.email,
        row.amount.toFixed(2),
        row.status,
        row.reference,
        row.requestedAt,
        row.decidedAt,
      ]),
    );
  }
}

export class ListHeldCommissionsHandler
  extends UsesDependencies<typeof adminNeeds>
  implements QueryHandler<{ page: number }, HeldCommissionList>
{
  async execute({ page }: { page: number }, { actor }: QueryContext): Promise<HeldCommissionList> {
    requireAdmin(actor, ONLY_ADMINS_SEE_PAYOUTS);
    const em = this.deps.em.fork();
    const pageSize = 25;
    const rows = await em.execute<
      Array<{
        id: string;
        affiliate_user_id: string;
        referred_user_id: string;
        amount_cents: string | number;
        invoice_cents: string | number;
        status: HeldCommissionList['commissions'][number]['status'];
        reason: string | null;
        created_at: Date | string;
      }>
    >(`select * from billing.commissions where status = 'held' order by created_at, id limit ? offset ?`, [
      pageSize,
      (page - 1) * pageSize,
    ]);
    const members = await membersById(
      this.deps.identity,
      rows.flatMap((row) => [row.affiliate_user_id, row.referred_user_id]),
    );
    return {
      commissions: rows.map((row) => ({
        id: row.id,
        affiliate: memberOf(members, row.affiliate_user_id),
        referred: memberOf(members, row.referred_user_id),
        amount: Number(row.amount_cents) / 100,
        invoiceAmount: Number(row.invoice_cents) / 100,
        status: row.status,
        reason: row.reason,
        createdAt: new Date(row.created_at).toISOString(),
      })),
      total: await count(em, `select count(*) as n from billing.commissions where status = 'held'`, []),
      page,
    };
  }
}

export const getAffiliateOverview = answersQuery(GetAffiliateOverview, memberNeeds, GetAffiliateOverviewHandler);

export const listAffiliateLedger = answersQuery(ListAffiliateLedger, memberNeeds, ListAffiliateLedgerHandler, [
  http(ListAffiliateLedger, {
    method: 'get',
    path: '/api/affiliate/ledger',
    tag: BILLING_TAG,
    summary: 'My affiliate ledger',
    description: `Every change of my affiliate balances, newest first, ${AFFILIATE_LEDGER_PAGE_SIZE} a page.`,
    access: 'member',
    query: ledgerQuerySchema,
    invalid: 'Invalid page',
    input: ({ query }) => query,
    response: affiliateLedgerPageSchema,
  }),
]);

export const listAdminPayouts = answersQuery(ListAdminPayouts, adminNeeds, ListAdminPayoutsHandler, [
  http(ListAdminPayouts, {
    method: 'get',
    path: '/api/admin/affiliate/payouts',
    tag: ADMIN_TAG,
    summary: "Affiliates' payouts",
    description: 'Newest first, by status and by the month they were asked for (`YYYY-MM`), with the sum of what the filter selects.',
    access: 'admin',
    forbidden: ONLY_ADMINS_SEE_PAYOUTS,
    query: adminPayoutListQuerySchema,
    invalid: 'Invalid payout filter',
    input: ({ query }) => query,
    response: adminPayoutListSchema,
  }),
]);

export const exportAdminPayouts = answersQuery(ExportAdminPayouts, adminNeeds, ExportAdminPayoutsHandler);

export const listHeldCommissions = answersQuery(ListHeldCommissions, adminNeeds, ListHeldCommissionsHandler, [
  http(ListHeldCommissions, {
    method: 'get',
    path: '/api/admin/affiliate/commissions',
    tag: ADMIN_TAG,
    summary: 'Commissions held for review',
    description: 'Commissions the self-referral checks held, oldest first, 25 a page.',
    access: 'admin',
    forbidden: ONLY_ADMINS_SEE_PAYOUTS,
    query: heldCommissionQuerySchema,
    invalid: 'Invalid page',
    input: ({ query }) => query,
    response: heldCommissionListSchema,
  }),
]);

/**
 * Who is owed what (decision 0071): every affiliate whose approved balance is at or above the minimum and who has
 * no payout open (those are in the payouts table), whether or not they asked.
 */
export class ListOwedAffiliatesHandler
  extends UsesDependencies<typeof runNeeds>
  implements QueryHandler<{ page: number }, OwedAffiliateList>
{
  async execute({ page }: { page: number }, { actor }: QueryContext): Promise<OwedAffiliateList> {
    requireAdmin(actor, ONLY_ADMINS_SEE_PAYOUTS);
    const em = this.deps.em.fork();
    const minimum = Math.max(1, affiliateTerms(this.deps.settings).payoutMinimumCents);
    const owed = `select affiliate_user_id, sum(amount_cents) as cents from billing.affiliate_ledger ledger
       where bucket = 'approved'
         and not exists (select 1 from billing.payouts where payouts.affiliate_user_id = ledger.affiliate_user_id and status <> 'paid')
       group by affiliate_user_id having sum(amount_cents) >= ?`;
    const rows = await em.execute<Array<{ affiliate_user_id: string; cents: string | number }>>(
      `${owed} order by cents desc, affiliate_user_id limit ? offset ?`,
      [minimum, OWED_PAGE_SIZE, (page - 1) * OWED_PAGE_SIZE],
    );
    const [totals] = await em.execute<Array<{ n: string | number; cents: string | number | null }>>(
      `select count(*) as n, sum(cents) as cents from (${owed}) as owed`,
      [minimum],
    );
    const members = await membersById(
      this.deps.identity,
      rows.map((row) => row.affiliate_user_id),
    );
    return {
      affiliates: rows.map((row) => ({ member: memberOf(members, row.affiliate_user_id), approved: Number(row.cents) / 100 })),
      total: Number(totals?.n ?? 0),
      totalAmount: Number(totals?.cents ?? 0) / 100,
      page,
      pageSize: OWED_PAGE_SIZE,
    };
  }
}

export const listOwedAffiliates = answersQuery(ListOwedAffiliates, runNeeds, ListOwedAffiliatesHandler, [
  http(ListOwedAffiliates, {
    method: 'get',
    path: '/api/admin/affiliate/owed',
    tag: ADMIN_TAG,
    summary: 'Affiliates owed a payout who have not asked',
    description: `The monthly run: every affiliate whose approved balance is at or above the payout minimum and who has no payout open, largest first, ${OWED_PAGE_SIZE} a page.`,
    access: 'admin',
    forbidden: ONLY_ADMINS_SEE_PAYOUTS,
    query: owedQuerySchema,
    invalid: 'Invalid page',
    input: ({ query }) => query,
    response: owedAffiliateListSchema,
  }),
]);
