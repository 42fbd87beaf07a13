import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { IdentityApi } from '../../../../identity/contracts/api.ts';
import { isUuid } from '../../../../shared/kernel/ids.ts';
import { likeContaining } from '../../../../shared/kernel/like-pattern.ts';
import type { AdminListing, AdminListingDetail, AdminListingFilter } from '../../../contracts/admin-listings.ts';
import type { ListingStatus, PropertyCategory, ReviewState } from '../../../contracts/listing-terms.ts';
import type { ListingReportReason, ListingReportStatus } from '../../../contracts/listing-reports.ts';

/** how many accounts a seller search may match */
const SELLER_MATCHES_MAX = 500;
const NATURAL_ORDER = { waiting: 'asc', created: 'desc', price: 'desc', reports: 'desc' } as const;
const SORT_COLUMN = { waiting: 'waiting_since', created: 'p.created_at', price: 'p.price_cents', reports: 'open_reports' } as const;

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

/** the open reports of each listing and the oldest one's time, beside the listing's columns */
const SELECT = `
  select p.id, p.owner_id, p.title, p.category, p.status, p.review, p.featured, p.seller_suspended, p.city, p.state,
         p.price_cents, p.images, p.created_at, p.published_at,
         coalesce(r.open_reports, 0)::int as open_reports,
         case when p.review = 'pending' then p.review_requested_at else r.first_report_at end as waiting_since
  from listings.properties p
  left join (
    select property_id, count(*) as open_reports, min(created_at) as first_report_at
    from listings.listing_reports where status = 'open' group by property_id
  ) r on r.property_id = p.id`;

/** The listings a filter selects, in its order (ties by id, so pages never overlap), and how many there are. */
export async function findAdminListings(
  em: EntityManager,
  identity: IdentityApi,
  filter: AdminListingFilter,
  page: { limit: number; offset: number },
): Promise<[Row[], number]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.view === 'queue') where.push(`(p.review = 'pending' or r.open_reports > 0)`);
  const equal = (column: string, value: string | undefined) => {
    if (value === undefined) return;
    where.push(`${column} = ?`);
    params.push(value);
  };
  equal('p.status', filter.status);
  equal('p.category', filter.category);
  equal('p.state', filter.state);
  if (filter.q) {
    if (isUuid(filter.q)) {
      where.push('(p.id = ? or p.owner_id = ?)');
      params.push(filter.q, filter.q);
    } else {
      const sellers = await identity.findUserIdsByText(filter.q, SELLER_MATCHES_MAX);
      const words = filter.q.split(/\s+/).filter(Boolean);
      const inListing = words.map(() => `(p.title ilike ? or p.city ilike ? or coalesce(p.street_address, '') ilike ?)`).join(' and ');
      params.push(...words.flatMap((word) => Array(3).fill(likeContaining(word))));
      where.push(sellers.length > 0 ? `((${inListing}) or p.owner_id in (${sellers.map(() => '?').join(', ')}))` : `(${inListing})`);
      params.push(...sellers);
    }
  }
  const whereSql = where.length > 0 ? `where ${where.join(' and ')}` : '';
  const order = (filter.order ?? NATURAL_ORDER[filter.sort]) === 'asc' ? 'asc' : 'desc';
  const rows = await em.execute<Row[]>(
    `${SELECT} ${whereSql} order by ${SORT_COLUMN[filter.sort]} ${order} nulls last, p.id ${order} limit ? offset ?`,
    [...params, page.limit, page.offset],
  );
  const [{ total }] = await em.execute<Array<{ total: number }>>(
    `select count(*)::int as total from (${SELECT} ${whereSql}) selected`,
    params,
  );
  return [rows, total];
}

export async function findAdminListing(em: EntityManager, id: string): Promise<Row | null> {
  const [row] = await em.execute<Row[]>(`${SELECT} where p.id = ?`, [id]);
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
