import { LockMode } from '@mikro-orm/core';
import { BILLING_API } from '../../../../billing/contracts/api.ts';
import { assertWithinPlan } from '../../../../billing/contracts/plan-limits.ts';
import { IDENTITY_API } from '../../../../identity/contracts/api.ts';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { startOfUtcMonth } from '../../../../shared/kernel/utc-dates.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { lockUsage } from '../../../../shared/kernel/usage-lock.ts';
import { SellerLeadClaimed } from '../../../contracts/events.ts';
import { sellerLeadRecordSchema, type SellerLeadRecord } from '../../../contracts/seller-leads.ts';
import { SellerLead } from '../../../domain/seller-lead.entity.ts';
import { CLAIMS_LIMIT_MESSAGE, LeadNotFoundError, PIPELINE_UPGRADE_MESSAGE } from '../../../domain/seller-lead.errors.ts';
import { byLeadId, LEADS_TAG } from '../../http.ts';
import { claimsSince, IN_MARKET } from '../../markets.ts';
import { addCardToNew } from '../../pipeline.ts';
import { leadClaimedMail } from '../../seller-lead-mail.ts';
import { ClaimSellerLead } from './claim-seller-lead.command.ts';

const needs = { clock: PLATFORM.Clock, billing: BILLING_API, identity: IDENTITY_API, mailer: PLATFORM.Mailer };

/**
 * Takes a lead for the seller under a row lock, so of two sellers at once one wins and the other
 * gets 409. The plan must include leads and have a claim left this month (billing's
 * `leadClaimsPerMonth`); the lead joins the seller's pipeline in New, and the owner is told by mail who will call.
 */
export class ClaimSellerLeadHandler extends UsesDependencies<typeof needs> implements CommandHandler<{ leadId: string }, SellerLeadRecord> {
  async execute({ leadId }: { leadId: string }, { em, actor, publish, afterCommit }: CommandContext): Promise<SellerLeadRecord> {
    const { clock, billing, identity, mailer } = this.deps;
    const { userId } = requireActor(actor);
    const now = clock.now();
    const entitlements = await billing.entitlements(userId);
    assertWithinPlan(entitlements, 'pipelineAndLeads', 0, () => PIPELINE_UPGRADE_MESSAGE);

    const [inMarket] = await em.execute<Array<{ id: string }>>(
      `select l.id from leads.seller_leads l where l.id = ? and exists (select 1 from leads.seller_markets m where m.user_id = ? and ${IN_MARKET})`,
      [leadId, userId],
    );
    if (!inMarket) throw new LeadNotFoundError();
    const lead = await em.findOneOrFail(SellerLead, { id: leadId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (lead.claimedBy === userId) return lead.toRecord();

    await lockUsage(em, 'leads.claims', userId);
    assertWithinPlan(entitlements, 'leadClaimsPerMonth', await claimsSince(em, userId, startOfUtcMonth(now)), (details) =>
      CLAIMS_LIMIT_MESSAGE(details.allowed),
    );
    lead.claim(userId, now);
    await em.flush();
    // the lead joins the seller's pipeline in the same transaction
    await addCardToNew(em, { sellerId: userId, kind: 'lead', sourceId: lead.id, title: `${lead.propertyAddress} (${lead.fullName})` }, now);
    publish(
      SellerLeadClaimed.create(lead.id, {
        city: lead.city ?? null,
        state: lead.state ?? null,
        county: lead.county ?? null,
        sellerId: userId,
      }),
    );
    afterCommit(async () => {
      const [seller] = await identity.getProfiles([userId]);
      if (seller) await mailer.send(leadClaimedMail(lead, `${seller.firstName} ${seller.lastName}`.trim()));
    });
    return lead.toRecord();
  }
}

export const claimSellerLead = handlesCommand(ClaimSellerLead, needs, ClaimSellerLeadHandler, [
  http(ClaimSellerLead, {
    method: 'post',
    path: '/api/leads/:id/claim',
    tag: LEADS_TAG,
    summary: 'Take a seller lead',
    description: "An open lead of my markets, counted against the month's claims; 409 when another investor was first.",
    access: 'member',
    input: byLeadId,
    response: sellerLeadRecordSchema,
    errors: [404, 409],
  }),
]);
