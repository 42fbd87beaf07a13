import { IDENTITY_API } from '../../../../identity/contracts/api.ts';
import { requireAdmin, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { toCsv } from '../../../../shared/kernel/csv.ts';
import { isUuid } from '../../../../shared/kernel/ids.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import {
  ADMIN_LISTINGS_EXPORT_MAX,
  adminListingDetailSchema,
  adminListingListQuerySchema,
  adminListingListSchema,
  type AdminListingDetail,
  type AdminListingFilter,
  type AdminListingList,
  type AdminListingListQuery,
} from '../../../contracts/admin-listings.ts';
import { ListingNotFoundError, ONLY_ADMINS_MODERATE } from '../../../domain/listing.errors.ts';
import { ADMIN_TAG } from '../../http.ts';
import { adminListingDetail, findAdminListings, toAdminListings } from './admin-listings.ts';
import { ExportAdminListings, GetAdminListing, ListAdminListings } from './list-admin-listings.query.ts';

const needs = { em: PLATFORM.EntityManager, identity: IDENTITY_API };

/** A back-office report read from Postgres (docs/architecture.md section 2, `reports/`). */
export class ListAdminListingsHandler
  extends UsesDependencies<typeof needs>
  implements QueryHandler<AdminListingListQuery, AdminListingList>
{
  async execute({ page, pageSize, ...filter }: AdminListingListQuery, { actor }: QueryContext): Promise<AdminListingList> {
    requireAdmin(actor, ONLY_ADMINS_MODERATE);
    const { em, identity } = this.deps;
    const [rows, counted] = await findAdminListings(em.fork(), identity, filter, { limit: pageSize, offset: (page - 1) * pageSize });
    return { listings: await toAdminListings(identity, rows), ...counted, page, pageSize };
  }
}

export class ExportAdminListingsHandler extends UsesDependencies<typeof needs> implements QueryHandler<AdminListingFilter, string> {
  async execute(filter: AdminListingFilter, { actor }: QueryContext): Promise<string> {
    requireAdmin(actor, ONLY_ADMINS_MODERATE);
    const { em, identity } = this.deps;
    const [rows] = await findAdminListings(em.fork(), identity, filter, { limit: ADMIN_LISTINGS_EXPORT_MAX, offset: 0 });
    return toCsv(
      [
        'id',
        'title',
        'category',
        'status',
        'review',
        'featured',
        'city',
        'state',
        'price',
        'seller_id',
        'seller_name',
        'seller_email',
        'open_reports',
        'created_at',
        'published_at',
        'waiting_since',
      ],
      (await toAdminListings(identity, rows)).map((listing) => [
        listing.id,
        listing.title,
        listing.category,
        listing.status,
        listing.review,
        listing.featured ? 'yes' : 'no',
        listing.city,
        listing.state,
        listing.price,
        listing.seller.id,
        listing.seller.name,
        listing.seller.email,
        listing.openReports,
        listing.createdAt,
        listing.publishedAt,
        listing.waitingSince,
      ]),
    );
  }
}

export class GetAdminListingHandler extends UsesDependencies<typeof needs> implements QueryHandler<{ id: string }, AdminListingDetail> {
  async execute({ id }: { id: string }, { actor }: QueryContext): Promise<AdminListingDetail> {
    requireAdmin(actor, ONLY_ADMINS_MODERATE);
    const detail = isUuid(id) ? await adminListingDetail(this.deps.em.fork(), this.deps.identity, id) : null;
    if (!detail) throw new ListingNotFoundError();
    return detail;
  }
}

export const listAdminListings = answersQuery(ListAdminListings, needs, ListAdminListingsHandler, [
  http(ListAdminListings, {
    method: 'get',
    path: '/api/admin/listings',
    tag: ADMIN_TAG,
    summary: 'Listings to moderate, and every listing',
    description:
      'The moderation queue (`view=queue`, the default: listings waiting for review and listings with open reports) or every listing (`view=all`), filtered by `status`, `category`, `state` and words of `q` in the title, address, city or the seller’s name or email (or a listing’s or seller’s id); sorted by `waiting` (longest first by default), `created`, `price` or `reports`, and paged (`pageSize` at most 100).',
    access: 'admin',
    forbidden: ONLY_ADMINS_MODERATE,
    query: adminListingListQuerySchema,
    invalid: 'Invalid listing filter',
    input: ({ query }) => query,
    response: adminListingListSchema,
    cacheControl: 'no-store',
  }),
]);

export const exportAdminListings = answersQuery(ExportAdminListings, needs, ExportAdminListingsHandler);

export const getAdminListing = answersQuery(GetAdminListing, needs, GetAdminListingHandler, [
  http(GetAdminListing, {
    method: 'get',
    path: '/api/admin/listings/:id',
    tag: ADMIN_TAG,
    summary: 'One listing, for moderation',
    description:
      'The listing’s summary, description, photos, the reason of its last refused review, and its open reports (then the latest closed ones).',
    access: 'admin',
    forbidden: ONLY_ADMINS_MODERATE,
    input: ({ params }) => ({ id: params.id }),
    response: adminListingDetailSchema,
    cacheControl: 'no-store',
    errors: [404],
  }),
]);
