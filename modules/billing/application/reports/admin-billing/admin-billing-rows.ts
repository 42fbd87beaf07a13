import type { FilterQuery } from '@mikro-orm/core';
import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { IdentityApi } from '../../../../identity/contracts/api.ts';
import type {
  AdminInvoice,
  AdminInvoiceFilter,
  AdminSubscription,
  AdminSubscriptionFilter,
  BillingMember,
} from '../../../contracts/admin-billing.ts';
import { BUYER_PLANS, SELLER_PLANS } from '../../../contracts/plans.ts';
import { Invoice } from '../../../domain/invoice.entity.ts';
import { pageFromNearerEnd, reversedOrder } from '../../../../shared/kernel/far-pages.ts';

/** how many accounts a search by name or email may match; a search wider than that is narrowed to the newest */
const MEMBER_MATCHES_MAX = 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const PLANS = [...BUYER_PLANS, ...SELLER_PLANS];
const planName = (audience: string, tier: string) => PLANS.find((plan) => plan.audience === audience && plan.tier === tier)?.name ?? tier;

export interface Page {
  limit: number;
  offset: number;
}

/**
 * The accounts a back-office search selects: `memberId`, or `q` as an account id or as words of the
 * name or email, which identity matches. Null: no filter; an empty list: nobody matches.
 */
async function memberIds(identity: IdentityApi, filter: { q?: string; memberId?: string }): Promise<string[] | null> {
  const ids: string[][] = [];
  if (filter.memberId) ids.push([filter.memberId]);
  if (filter.q) ids.push(UUID.test(filter.q) ? [filter.q.toLowerCase()] : await identity.findUserIdsByText(filter.q, MEMBER_MATCHES_MAX));
  if (ids.length === 0) return null;
  return ids.reduce((kept, next) => kept.filter((id) => next.includes(id)));
}

/** Each account's name and email, from identity's public API. */
export async function membersById(identity: IdentityApi, userIds: string[]): Promise<Map<string, BillingMember>> {
  const contacts = await identity.getContacts([...new Set(userIds)]);
  return new Map(
    contacts.map((contact) => [
      contact.id,
      { id: contact.id, name: `${contact.firstName} ${contact.lastName}`.trim(), email: contact.email },
    ]),
  );
}

export const memberOf = (members: Map<string, BillingMember>, userId: string): BillingMember =>
  members.get(userId) ?? { id: userId, name: null, email: null };

interface SubscriptionRow {
  id: string;
  user_id: string;
  audience: 'buyer' | 'seller';
  tier: string;
  status: AdminSubscription['status'];
  cancel_at_period_end: boolean;
  trial_ends_at: Date | string | null;
  current_period_end: Date | string;
  created_at: Date | string;
  provider: 'test' | 'stripe';
  mrr_cents: number;
}

const SUBSCRIPTION_ORDER = {
  started: { column: 'created_at', natural: 'desc' },
  'trial-end': { column: 'trial_ends_at', natural: 'asc' },
  'period-end': { column: 'current_period_end', natural: 'asc' },
  amount: { column: 'mrr_cents', natural: 'desc' },
} as const;

const iso = (value: Date | string) => new Date(value).toISOString();

/** The subscriptions a filter selects, in its order (ties by id, so pages never overlap), and how many there are. */
export async function findAdminSubscriptions(
  em: EntityManager,
  identity: IdentityApi,
  filter: AdminSubscriptionFilter,
  page: Page,
): Promise<{ rows: AdminSubscription[]; total: number }> {
  const ids = await memberIds(identity, filter);
  if (ids?.length === 0) return { rows: [], total: 0 };
  const clauses: string[] = [];
  const params: unknown[] = [];
  if (ids) {
    clauses.push(`s.user_id in (${ids.map(() => '?').join(', ')})`);
    params.push(...ids);
  }
  for (const [column, value] of [
    ['audience', filter.audience],
    ['tier', filter.tier],
    ['status', filter.status],
  ] as const) {
    if (value === undefined) continue;
    clauses.push(`s.${column} = ?`);
    params.push(value);
  }
  const where = clauses.length ? `where ${clauses.join(' and ')}` : '';
  const { column, natural } = SUBSCRIPTION_ORDER[filter.sort];
  const direction = filter.order ?? natural;
  // the catalogue's prices, so the database can sort by what each subscription brings in
  const prices = PLANS.map(() => '(?::text, ?::text, ?::int)').join(', ');
  const priceParams = PLANS.flatMap((plan) => [plan.audience, plan.tier, plan.monthlyPrice * 100]);
  const rows = await em.execute<SubscriptionRow[]>(
    `select s.id, s.user_id, s.audience, s.tier, s.status, s.cancel_at_period_end, s.trial_ends_at, s.current_period_end,
            s.created_at, s.provider,
            case when s.status in ('active', 'past_due') then coalesce(price.cents, 0) else 0 end as mrr_cents
     from billing.subscriptions s
     left join (values ${prices}) as price (audience, tier, cents) on price.audience = s.audience and price.tier = s.tier
     ${where}
     order by ${column} ${direction} nulls last, id ${direction}
     limit ? offset ?`,
    [...priceParams, ...params, page.limit, page.offset],
  );
  const [{ n: total }] = await em.execute<Array<{ n: number }>>(`select count(*)::int as n from billing.subscriptions s ${where}`, params);
  if (rows.length === 0) return { rows: [], total: Number(total) };

  const failed = await em.execute<Array<{ subscription_id: string; n: number }>>(
    `select subscription_id, count(*)::int as n from billing.invoices
     where status = 'failed' and subscription_id in (${rows.map(() => '?').join(', ')}) group by subscription_id`,
    rows.map((row) => row.id),
  );
  const failures = new Map(failed.map((row) => [row.subscription_id, Number(row.n)]));
  const members = await membersById(
    identity,
    rows.map((row) => row.user_id),
  );
  return {
    total: Number(total),
    rows: rows.map((row) => ({
      id: row.id,
      member: memberOf(members, row.user_id),
      audience: row.audience,
      tier: row.tier,
      plan: planName(row.audience, row.tier),
      status: row.status,
      cancelAtPeriodEnd: row.cancel_at_period_end,
      trialEndsAt: row.trial_ends_at ? iso(row.trial_ends_at) : null,
      currentPeriodEnd: iso(row.current_period_end),
      startedAt: iso(row.created_at),
      mrr: Number(row.mrr_cents) / 100,
      failedPayments: failures.get(row.id) ?? 0,
      provider: row.provider,
    })),
  };
}

/** The invoices a filter selects, newest (or largest) first, ties by id, and how many there are. */
export async function findAdminInvoices(
  em: EntityManager,
  identity: IdentityApi,
  filter: AdminInvoiceFilter,
  page: Page,
): Promise<{ rows: AdminInvoice[]; total: number }> {
  const ids = await memberIds(identity, filter);
  if (ids?.length === 0) return { rows: [], total: 0 };
  const where: FilterQuery<Invoice> = {};
  if (ids) where.userId = { $in: ids };
  if (filter.status) where.status = filter.status;
  const orderBy = (reversed: boolean) => {
    const direction = reversedOrder(filter.order ?? 'desc', reversed);
    return filter.sort === 'amount'
      ? { amountCents: direction, createdAt: reversedOrder('desc', reversed), id: direction }
      : { createdAt: direction, id: direction };
  };
  // every member's invoices: counted per status by triggers (decision 0073), not invoice by invoice
  const count = () => (ids ? em.count(Invoice, where) : countedInvoices(em, filter.status));
  // a page in the far half read from the other end (every key of the order is never null, decision 0061)
  const [invoices, total] =
    page.offset === 0
      ? await Promise.all([em.find(Invoice, where, { orderBy: orderBy(false), ...page }), count()])
      : await (async () => {
          const counted = await count();
          const rows = await pageFromNearerEnd(counted, page, (limit, offset, reversed) =>
            em.find(Invoice, where, { orderBy: orderBy(reversed), limit, offset }),
          );
          return [rows, counted] as const;
        })();
  const members = await membersById(
    identity,
    invoices.map((invoice) => invoice.userId),
  );
  return { rows: invoices.map((invoice) => toAdminInvoice(invoice, memberOf(members, invoice.userId))), total };
}

/** How many invoices there are (of a status), from the counts billing-0013's triggers keep. */
async function countedInvoices(em: EntityManager, status: AdminInvoiceFilter['status']): Promise<number> {
  const [row] = await em.execute<Array<{ n: number }>>(
    `select coalesce(sum(invoices), 0)::int as n from billing.invoice_counts ${status ? 'where status = ?' : ''}`,
    status ? [status] : [],
  );
  return row!.n;
}

export function toAdminInvoice(invoice: Invoice, member: BillingMember): AdminInvoice {
  return {
    id: invoice.id,
    number: invoice.number,
    member,
    description: invoice.description,
    amount: Number(invoice.amountCents) / 100,
    currency: invoice.currency,
    status: invoice.status,
    provider: invoice.provider,
    providerReference: invoice.providerInvoiceId,
    periodStart: invoice.periodStart?.toISOString() ?? null,
    periodEnd: invoice.periodEnd?.toISOString() ?? null,
    createdAt: invoice.createdAt.toISOString(),
    refundedAt: invoice.refundedAt?.toISOString() ?? null,
  };
}

export async function adminInvoiceOf(identity: IdentityApi, invoice: Invoice): Promise<AdminInvoice> {
  return toAdminInvoice(invoice, memberOf(await membersById(identity, [invoice.userId]), invoice.userId));
}
