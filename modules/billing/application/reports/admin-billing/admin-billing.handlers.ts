import { IDENTITY_API } from '../../../../identity/contracts/api.ts';
import { requireAdmin, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { toCsv } from '../../../../shared/kernel/csv.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import {
  adminInvoiceListQuerySchema,
  adminInvoiceListSchema,
  adminSubscriptionListQuerySchema,
  adminSubscriptionListSchema,
  BILLING_EXPORT_MAX,
  type AdminInvoiceFilter,
  type AdminInvoiceList,
  type AdminInvoiceListQuery,
  type AdminSubscriptionFilter,
  type AdminSubscriptionList,
  type AdminSubscriptionListQuery,
} from '../../../contracts/admin-billing.ts';
import { ADMIN_TAG } from '../../http.ts';
import { findAdminInvoices, findAdminSubscriptions } from './admin-billing-rows.ts';
import { ExportAdminInvoices, ExportAdminSubscriptions, ListAdminInvoices, ListAdminSubscriptions } from './admin-billing.queries.ts';

const needs = { em: PLATFORM.EntityManager, identity: IDENTITY_API };
export const ONLY_ADMINS_SEE_BILLING = "Only administrators can see members' subscriptions and invoices";

const pageOf = ({ page, pageSize }: { page: number; pageSize: number }) => ({ limit: pageSize, offset: (page - 1) * pageSize });
const everything = { limit: BILLING_EXPORT_MAX, offset: 0 };

/** A back-office report read from Postgres (`reports/`), members' names and emails from identity's public API. */
export class ListAdminSubscriptionsHandler
  extends UsesDependencies<typeof needs>
  implements QueryHandler<AdminSubscriptionListQuery, AdminSubscriptionList>
{
  async execute({ page, pageSize, ...filter }: AdminSubscriptionListQuery, { actor }: QueryContext): Promise<AdminSubscriptionList> {
    requireAdmin(actor, ONLY_ADMINS_SEE_BILLING);
    const { rows, total } = await findAdminSubscriptions(this.deps.em.fork(), this.deps.identity, filter, pageOf({ page, pageSize }));
    return { subscriptions: rows, total, page, pageSize };
  }
}

export class ExportAdminSubscriptionsHandler
  extends UsesDependencies<typeof needs>
  implements QueryHandler<AdminSubscriptionFilter, string>
{
  async execute(filter: AdminSubscriptionFilter, { actor }: QueryContext): Promise<string> {
    requireAdmin(actor, ONLY_ADMINS_SEE_BILLING);
    const { rows } = await findAdminSubscriptions(this.deps.em.fork(), this.deps.identity, filter, everything);
    return toCsv(
      [
        'id',
        'member_id',
        'member_name',
        'member_email',
        'audience',
        'plan',
        'status',
        'cancel_at_period_end',
        'trial_ends_at',
        'current_period_end',
        'started_at',
        'mrr',
        'failed_payments',
        'provider',
      ],
      rows.map((row) => [
        row.id,
        row.member.id,
        row.member.name,
        row.member.email,
        row.audience,
        row.plan,
        row.status,
        row.cancelAtPeriodEnd ? 'yes' : 'no',
        row.trialEndsAt,
        row.currentPeriodEnd,
        row.startedAt,
        row.mrr.toFixed(2),
        row.failedPayments,
        row.provider,
      ]),
    );
  }
}

export class ListAdminInvoicesHandler
  extends UsesDependencies<typeof needs>
  implements QueryHandler<AdminInvoiceListQuery, AdminInvoiceList>
{
  async execute({ page, pageSize, ...filter }: AdminInvoiceListQuery, { actor }: QueryContext): Promise<AdminInvoiceList> {
    requireAdmin(actor, ONLY_ADMINS_SEE_BILLING);
    const { rows, total } = await findAdminInvoices(this.deps.em.fork(), this.deps.identity, filter, pageOf({ page, pageSize }));
    return { invoices: rows, total, page, pageSize };
  }
}

export class ExportAdminInvoicesHandler extends UsesDependencies<typeof needs> implements QueryHandler<AdminInvoiceFilter, string> {
  async execute(filter: AdminInvoiceFilter, { actor }: QueryContext): Promise<string> {
    requireAdmin(actor, ONLY_ADMINS_SEE_BILLING);
    const { rows } = await findAdminInvoices(this.deps.em.fork(), this.deps.identity, filter, everything);
    return toCsv(
      [
        'id',
        'number',
        'member_id',
        'member_name',
        'member_email',
        'description',
        'amount',
        'currency',
        'status',
        'created_at',
        'refunded_at',
        'provider',
        'provider_reference',
      ],
      rows.map((row) => [
        row.id,
        row.number,
        row.member.id,
        row.member.name,
        row.member.email,
        row.description,
        row.amount.toFixed(2),
        row.currency,
        row.status,
        row.createdAt,
        row.refundedAt,
        row.provider,
        row.providerReference,
      ]),
    );
  }
}

export const listAdminSubscriptions = answersQuery(ListAdminSubscriptions, needs, ListAdminSubscriptionsHandler, [
  http(ListAdminSubscriptions, {
    method: 'get',
    path: '/api/admin/subscriptions',
    tag: ADMIN_TAG,
    summary: "Every member's subscriptions",
    description:
      "Searched by words of the member's name or email, or their account id (`q`), filtered by `audience`, `tier` and `status`, sorted (`started` newest first by default, `trial-end`, `period-end` soonest first, `amount` = MRR largest first) and paged (`pageSize` at most 100). MRR counts active and past-due subscriptions at their plan's price; failed payments are invoices not collected since.",
    access: 'admin',
    forbidden: ONLY_ADMINS_SEE_BILLING,
    query: adminSubscriptionListQuerySchema,
    invalid: 'Invalid subscription filter',
    input: ({ query }) => query,
    response: adminSubscriptionListSchema,
    cacheControl: 'no-store',
  }),
]);

export const listAdminInvoices = answersQuery(ListAdminInvoices, needs, ListAdminInvoicesHandler, [
  http(ListAdminInvoices, {
    method: 'get',
    path: '/api/admin/invoices',
    tag: ADMIN_TAG,
    summary: "Every member's invoices",
    description:
      "Searched by words of the member's name or email, or their account id (`q`), or one member's (`memberId`), filtered by `status` (`failed`: payments not collected), sorted (`created` newest first by default, `amount`) and paged (`pageSize` at most 100).",
    access: 'admin',
    forbidden: ONLY_ADMINS_SEE_BILLING,
    query: adminInvoiceListQuerySchema,
    invalid: 'Invalid invoice filter',
    input: ({ query }) => query,
    response: adminInvoiceListSchema,
    cacheControl: 'no-store',
  }),
]);

export const exportAdminSubscriptions = answersQuery(ExportAdminSubscriptions, needs, ExportAdminSubscriptionsHandler);
export const exportAdminInvoices = answersQuery(ExportAdminInvoices, needs, ExportAdminInvoicesHandler);
