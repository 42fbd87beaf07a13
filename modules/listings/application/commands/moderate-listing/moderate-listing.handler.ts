import { LockMode } from '@mikro-orm/core';
import { IDENTITY_API } from '../../../../identity/contracts/api.ts';
import { requireAdmin, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { isUuid } from '../../../../shared/kernel/ids.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import {
  adminListingDetailSchema,
  moderateListingRequestSchema,
  REASON_REQUIRED,
  type AdminListingDetail,
  type ModerationAction,
} from '../../../contracts/admin-listings.ts';
import { ListingPublished, ListingReviewed, ListingStatusChanged, ListingUpdated } from '../../../contracts/events.ts';
import { AppError } from '../../../../shared/kernel/errors.ts';
import { ListingNotFoundError, ONLY_ADMINS_MODERATE } from '../../../domain/listing.errors.ts';
import { ListingReport } from '../../../domain/listing-report.entity.ts';
import { Property } from '../../../domain/property.entity.ts';
import { ADMIN_TAG } from '../../http.ts';
import { recordApproval } from '../../listing-review.ts';
import { adminListingDetail } from '../../reports/list-admin-listings/admin-listings.ts';
import { ModerateListing, type ModerateListingInput } from './moderate-listing.command.ts';

const needs = { clock: PLATFORM.Clock, identity: IDENTITY_API };

/** what the audit log's entries are called */
const AUDIT_ACTIONS: Record<ModerationAction, string> = {
  approve: 'listings.listing-approved',
  reject: 'listings.listing-rejected',
  unpublish: 'listings.listing-unpublished',
  feature: 'listings.listing-featured',
  unfeature: 'listings.listing-unfeatured',
  expire: 'listings.listing-expired',
  'dismiss-reports': 'listings.listing-reports-dismissed',
};

class NoOpenReportsError extends AppError {
  constructor() {
    super('business-rule', 'This listing has no open reports', { code: 'no_open_reports' });
  }
}

/** what the audit log keeps of the listing before and after */
const auditView = (property: Property, openReports: number) => ({
  status: property.status,
  review: property.review ?? null,
  featured: property.featured,
  openReports,
});

export class ModerateListingHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<ModerateListingInput, AdminListingDetail>
{
  async execute({ id, action, reason }: ModerateListingInput, context: CommandContext): Promise<AdminListingDetail> {
    const { em, publish } = context;
    const admin = requireAdmin(context.actor, ONLY_ADMINS_MODERATE);
    const property = await em.findOne(Property, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!property) throw new ListingNotFoundError();
    const openReports = await em.find(ListingReport, { propertyId: id, status: 'open' });
    const before = auditView(property, openReports.length);
    const now = this.deps.clock.now();
    const previousStatus = property.status;
    let closedReports = 0;

    if (action === 'approve') {
      const firstTime = !property.publishedAt;
      property.approve(now);
      await recordApproval(em, property.ownerId, now);
      await em.flush();
      // a listing live for the first time is news for saved searches; an approved edit is not
      publish(
        firstTime && property.status === 'active'
          ? ListingPublished.create(property.id, property.toSnapshot())
          : ListingUpdated.create(property.id, property.toSnapshot()),
      );
      publish(
        ListingReviewed.create(property.id, {
          id: property.id,
          ownerId: property.ownerId,
          title: property.title,
          outcome: 'approved',
          reason: null,
        }),
      );
    } else if (action === 'reject') {
      property.reject(requiredReason(reason), now);
      await em.flush();
      publish(ListingUpdated.create(property.id, property.toSnapshot()));
      publish(
        ListingReviewed.create(property.id, {
          id: property.id,
          ownerId: property.ownerId,
          title: property.title,
          outcome: 'rejected',
          reason: property.reviewReason ?? null,
        }),
      );
    } else if (action === 'unpublish' || action === 'expire') {
      if (action === 'unpublish') {
        requiredReason(reason);
        property.withdraw(now, 'admin');
      } else {
        property.expire(now, { early: true });
      }
      // the reports are answered: the listing is off the market
      for (const report of openReports) report.close('actioned', admin.userId, now);
      closedReports = openReports.length;
      await em.flush();
      publish(ListingStatusChanged.create(property.id, { ...property.toSnapshot(), previousStatus, reason: 'admin' }));
    } else if (action === 'feature' || action === 'unfeature') {
      property.setFeatured(action === 'feature', now);
      await em.flush();
      publish(ListingUpdated.create(property.id, property.toSnapshot()));
    } else {
      if (openReports.length === 0) throw new NoOpenReportsError();
      for (const report of openReports) report.close('dismissed', admin.userId, now);
      closedReports = openReports.length;
      await em.flush();
    }

    context.audit({
      action: AUDIT_ACTIONS[action],
      subject: { type: 'listing', id: property.id },
      reason: reason ?? null,
      before,
      after: auditView(property, openReports.length - closedReports),
    });
    return (await adminListingDetail(em, this.deps.identity, property.id))!;
  }
}

/** the request's schema already asks for it; a caller on the bus gets the same answer */
function requiredReason(reason: string | undefined): string {
  if (!reason || reason.length < 10) throw new AppError('business-rule', REASON_REQUIRED, { code: 'reason_required' });
  return reason;
}

export const moderateListing = handlesCommand(ModerateListing, needs, ModerateListingHandler, [
  http(ModerateListing, {
    method: 'post',
    path: '/api/admin/listings/:id/moderate',
    tag: ADMIN_TAG,
    summary: 'Approve, reject, unpublish, feature, unfeature or expire a listing, or dismiss its reports',
    description:
      '`approve` or `reject` a listing waiting for review (the seller is notified; a rejection’s `reason`, 10 to 500 characters, is shown to them); `unpublish` an active or under-contract listing with a `reason` (its open reports are closed); `feature` or `unfeature` an active listing (no plan slot is taken; one waiting for review or rejected is not featured: 409); `expire` an active listing now; `dismiss-reports` closes its open reports. An action the listing’s state does not allow answers 422. Every action is recorded in the audit log with the listing before and after.',
    access: 'admin',
    forbidden: ONLY_ADMINS_MODERATE,
    body: moderateListingRequestSchema,
    invalid: 'Choose an action; a rejection or an unpublishing needs a reason of 10 to 500 characters',
    input: ({ params, body }) => {
      // a listing id that is no id is a listing that does not exist (404, not 400)
      if (!isUuid(params.id)) throw new ListingNotFoundError();
      return { id: params.id, action: body.action, reason: body.reason };
    },
    response: adminListingDetailSchema,
    errors: [404, 409, 422],
  }),
]);
