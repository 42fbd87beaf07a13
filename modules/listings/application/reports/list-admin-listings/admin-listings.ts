import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { IdentityApi } from '../../../../identity/contracts/api.ts';
import { isUuid } from '../../../../shared/kernel/ids.ts';
import { likeContaining } from '../../../../shared/kernel/like-pattern.ts';
import {
  ADMIN_LISTINGS_SEARCH_COUNT_MAX,
  type AdminListing,
  type AdminListingDetail,
  type AdminListingFilter,
} from '../../../contracts/admin-listings.ts';
import type { ListingStatus, PropertyCategory, ReviewState } from '../../../contracts/listing-terms.ts';
import { IN_QUEUE, WAITING_SINCE } from '../../../domain/property.entity.ts';
import type { ListingReportReason, ListingReportStatus } from '../../../contracts/listing-reports.ts';

/** how many accounts a seller search may match */
const SELLER_MATCHES_MAX = 500;
const NATURAL_ORDER = { waiting: 'asc', created: 'desc', price: 'desc', reports: 'desc' } as const;
/** each sort's column, read from its index (decision 0061) */
const SORT_COLUMN = { waiting: WAITING_SINCE, created: 'created_at', price: 'price_cents', reports: 'open_reports' } as const;
interface Row {
  id: string;
  owner_id: string;
  title: string;
  category: PropertyCategory;
  status: ListingStatus;
  review: ReviewState | null;
  featured: boolean;
  seller_suspended: boolean;
  city: string;
  state: string;
  price_cents: string | number;
  images: string[];
  open_reports: number;
  created_at: Date | string;
  published_at: Date | string | null;
  waiting_since: Date | string | null;
}

const iso = (date: Date | string | null) => (date === null ? null : new Date(date).toISOString());

/** a listing's columns the table shows; its open reports are kept on it by the reports' trigger (decision 0061) */
const SELECT = `
  select id, owner_id, title, category, status, review, featured, seller_suspended, city, state, price_cents, images,
         created_at, published_at, open_reports, ${WAITING_SINCE} as waiting_since
  from listings.properties`;

/** The listings a filter selects, in its order (ties by id, so pages never overlap), and how many there are. */
export async function findAdminListings(
  em: EntityManager,
  identity: IdentityApi,
  filter: AdminListingFilter,
  page: { limit: number; offset: number },
): Promise<[Row[], { total: number; totalCapped: boolean }]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.view === 'queue') where.push(IN_QUEUE);
  const equal = (column: string, value: string | undefined) => {
    if (value === undefined) return;
    where.push(`${column} = ?`);
    params.push(value);
  };
  equal('status', filter.status);
  equal('category', filter.category);
  equal('state', filter.state);
  if (filter.q) {
    if (isUuid(filter.q)) {
      where.push('(id = ? or owner_id = ?)');
      params.push(filter.q, filter.q);
    } else {
      const sellers = await identity.findUserIdsByText(filter.q, SELLER_MATCHES_MAX);
      const words = filter.q.split(/\s+/).filter(Boolean);
      // no coalesce on the address: a null address matches no word either way, and the bare column uses its index
      const inListing = words.map(() => `(title ilike ? or city ilike ? or street_address ilike ?)`).join(' and ');
      params.push(...words.flatMap((word) => Array(3).fill(likeContaining(word))));
      where.push(sellers.length > 0 ? `((${inListing}) or owner_id in (${sellers.map(() => '?').join(', ')}))` : `(${inListing})`);
      params.push(...sellers);
    }
  }
  const whereSql = where.length > 0 ? `where ${where.join(' and ')}` : '';
  const order = (filter.order ?? NATURAL_ORDER[filter.sort]) === 'asc' ? 'asc' : 'desc';
  // a search keeps the sort's index: the trigram indexes' estimates let Postgres choose between walking it testing each
  // listing (a common word) and sorting the few matches (a rare one)
  const column = SORT_COLUMN[filter.sort];
  // only the waiting time is ever null (not in the queue): those last either way, as its two indexes keep them
  const nulls = filter.sort === 'waiting' && order === 'desc' ? ' nulls last' : '';
  // a text search stops counting past its cap: a common word's count would read every listing it is in
  const textSearch = filter.q !== undefined && !isUuid(filter.q);
  const countSql = textSearch
    ? `select count(*)::int as total from (select 1 from listings.properties ${whereSql} limit ${ADMIN_LISTINGS_SEARCH_COUNT_MAX + 1}) matched`
    : `select count(*)::int as total from listings.properties ${whereSql}`;
  // the page and the count apart, side by side: each reads its own index
  const [rows, [counted]] = await Promise.all([
    em.execute<Row[]>(`${SELECT} ${whereSql} order by ${column} ${order}${nulls}, id ${order} limit ? offset ?`, [
      ...params,
      page.limit,
      page.offset,
    ]),
    em.execute<Array<{ total: number }>>(countSql, params),
  ]);
  const totalCapped = textSearch && counted!.total > ADMIN_LISTINGS_SEARCH_COUNT_MAX;
  return [rows, { total: totalCapped ? ADMIN_LISTINGS_SEARCH_COUNT_MAX : counted!.total, totalCapped }];
}

export async function findAdminListing(em: EntityManager, id: string): Promise<Row | null> {
  const [row] = await em.execute<Row[]>(`${SELECT} where id = ?`, [id]);
  return row ?? null;
}

/** The rows as the back office shows them, with the sellers' names and addresses. */
export async function toAdminListings(identity: IdentityApi, rows: Row[]): Promise<AdminListing[]> {
  const contacts = new Map(
    (await identity.getContacts([...new Set(rows.map((row) => row.owner_id))])).map((contact) => [contact.id, contact]),
  );
  return rows.map((row) => {
    const contact = contacts.get(row.owner_id);
    return {
      id: row.id,
      title: row.title,
      category: row.category,
      status: row.status,
      review: row.review,
      featured: row.featured,
      sellerSuspended: row.seller_suspended,
      city: row.city,
      state: row.state,
      price: Number(row.price_cents) / 100,
      image: row.images[0] ?? null,
      seller: {
        id: row.owner_id,
        name: contact ? `${contact.firstName} ${contact.lastName}`.trim() : 'A former member',
        email: contact?.email ?? null,
      },
      openReports: row.open_reports,
      createdAt: iso(row.created_at)!,
      publishedAt: iso(row.published_at),
      waitingSince: iso(row.waiting_since),
    };
  });
}

/** how many closed reports the detail shows after the open ones */
const CLOSED_REPORTS_SHOWN = 10;

/** A listing with its photos, description and reports, for the row's detail. */
export async function adminListingDetail(em: EntityManager, identity: IdentityApi, id: string): Promise<AdminListingDetail | null> {
  const row = await findAdminListing(em, id);
  if (!row) return null;
  const [listing] = await toAdminListings(identity, [row]);
  const [property] = await em.execute<
    Array<{
      description: string;
      street_address: string | null;
      zip: string | null;
      acres: number | string;
      review_reason: string | null;
      expires_at: Date | string | null;
    }>
  >('select description, street_address, zip, acres, review_reason, expires_at from listings.properties where id = ?', [id]);
  const reports = await em.execute<
    Array<{
      id: string;
      reporter_id: string;
      reason: ListingReportReason;
      details: string | null;
      status: ListingReportStatus;
      created_at: Date | string;
    }>
  >(
    `select * from (
       (select id, reporter_id, reason, details, status, created_at from listings.listing_reports where property_id = ? and status = 'open')
       union all
       (select id, reporter_id, reason, details, status, created_at from listings.listing_reports where property_id = ? and status <> 'open'
        order by resolved_at desc limit ${CLOSED_REPORTS_SHOWN})
     ) reports order by status = 'open' desc, created_at desc, id`,
    [id, id],
  );
  const reporters = new Map(
    (await identity.getProfiles([...new Set(reports.map((report) => report.reporter_id))])).map((profile) => [
      profile.id,
      `${profile.firstName} ${profile.lastName}`.trim(),
    ]),
  );
  return {
    ...listing!,
    description: property!.description,
    streetAddress: property!.street_address,
    zip: property!.zip,
    acres: Number(property!.acres),
    images: row.images,
    reviewReason: property!.review_reason,
    expiresAt: iso(property!.expires_at),
    reports: reports.map((report) => ({
      id: report.id,
      reason: report.reason,
      details: report.details,
      status: report.status,
      createdAt: iso(report.created_at)!,
      reporter: { id: report.reporter_id, name: reporters.get(report.reporter_id) ?? 'A former member' },
    })),
  };
}
