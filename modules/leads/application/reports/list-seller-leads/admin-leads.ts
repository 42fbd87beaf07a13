import { QueryOrder, raw, type FilterQuery, type QueryOrderMap } from '@mikro-orm/core';
import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { IdentityApi } from '../../../../identity/contracts/api.ts';
import { likeContaining } from '../../../../shared/kernel/like-pattern.ts';
import type { AdminSellerLead, AdminSellerLeadFilter } from '../../../contracts/admin-leads.ts';
import { SellerLead } from '../../../domain/seller-lead.entity.ts';

const NATURAL_ORDER = { received: 'desc', state: 'asc' } as const;

/**
 * The owner's name, email, the address and the city as one text, as `seller_leads_search_trgm_index` reads it
 * (decision 0073): a word has no space, so it matches this text exactly when it is in one of them.
 */
const searchText = (alias: string) =>
  `(${alias}.full_name || ' ' || ${alias}.email || ' ' || ${alias}.property_address || ' ' || coalesce(${alias}.city, ''))`;

/** One word of the search: in the owner's name or email, the address or the city, or (its digits) the phone. */
function wordMatch(word: string): FilterQuery<SellerLead> {
  const pattern = likeContaining(word);
  const digits = word.replace(/\D/g, '');
  return {
    $or: [
      { [raw(searchText)]: { $ilike: pattern } },
      // phones are stored in E.164: "(512) 867-5309" finds +15128675309
      ...(digits.length >= 3 ? [{ phone: { $like: likeContaining(digits) } }] : []),
    ],
  };
}

/** The leads a filter selects, in its order (ties by id, so pages never overlap). */
export function findAdminLeads(em: EntityManager, filter: AdminSellerLeadFilter, page: { limit: number; offset: number }) {
  const where: FilterQuery<SellerLead> = {};
  if (filter.q) where.$and = filter.q.split(/\s+/).filter(Boolean).map(wordMatch);
  if (filter.status === 'unclaimed') where.status = { $in: ['open', 'queued'] };
  else if (filter.status !== 'all') where.status = filter.status;
  if (filter.coverage === 'uncovered') where.nextStep = 'team_review';
  if (filter.coverage === 'covered') where.nextStep = 'investors_notified';
  if (filter.state) where.state = filter.state;
  const order = filter.order ?? NATURAL_ORDER[filter.sort];
  // leads the geocoder placed in no state come last either way; within a state, newest first
  const orderBy: QueryOrderMap<SellerLead> =
    filter.sort === 'state'
      ? { state: order === 'asc' ? QueryOrder.ASC_NULLS_LAST : QueryOrder.DESC_NULLS_LAST, createdAt: 'desc', id: 'desc' }
      : { createdAt: order, id: order };
  return em.findAndCount(SellerLead, where, { orderBy, ...page });
}

/** The leads as the back office shows them, with the names of the sellers who have them. */
export async function toAdminLeads(identity: IdentityApi, leads: SellerLead[]): Promise<AdminSellerLead[]> {
  const sellerIds = [...new Set(leads.flatMap((lead) => (lead.claimedBy ? [lead.claimedBy] : [])))];
  const names = new Map(
    (await identity.getProfiles(sellerIds)).map((profile) => [profile.id, `${profile.firstName} ${profile.lastName}`.trim()]),
  );
  return leads.map((lead) => toAdminLead(lead, lead.claimedBy ? (names.get(lead.claimedBy) ?? null) : null));
}

export function toAdminLead(lead: SellerLead, claimedByName: string | null): AdminSellerLead {
  return { ...lead.toRecord(), nextStep: lead.nextStep, source: lead.source, claimedByName, assigned: Boolean(lead.assignedBy) };
}
