import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import { newId } from '../../../../shared/kernel/ids.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { LISTINGS_API } from '../../../../listings/contracts/api.ts';
import { BILLING_API } from '../../../../billing/contracts/api.ts';
import { IDENTITY_API } from '../../../../identity/contracts/api.ts';
import { SellerLeadCaptured, SellerLeadOffered, SellerLeadSubmitted, SellerLeadUncovered } from '../../../contracts/events.ts';
import { addCardToNew } from '../../pipeline.ts';
import { leadClaimedMail, sellerLeadConfirmationMail } from '../../seller-lead-mail.ts';
import { sellersServing } from '../../markets.ts';
import {
  LEAD_SITUATION_LABELS,
  sellerLeadInputSchema,
  sellerLeadReceiptSchema,
  type LeadNextStep,
  type SellerLeadReceipt,
  type SellerLeadRequest,
} from '../../../contracts/seller-leads.ts';
import { LEAD_SUBMISSIONS, LEADS_TAG } from '../../http.ts';
import { parseAddress } from '../../../domain/lead-address.ts';
import { normalizePhone } from '../../../domain/lead-phone.ts';
import { SellerLead } from '../../../domain/seller-lead.entity.ts';
import { InvalidLeadPhoneError } from '../../../domain/seller-lead.errors.ts';
import { SubmitSellerLead } from './submit-seller-lead.command.ts';

/** The same address and phone again within this long is the same lead (a double click, a retry, a second try). */
const REPEAT_WINDOW_MS = 24 * 60 * 60_000;

const received = (id: string, nextStep: LeadNextStep): SellerLeadReceipt => ({ id, status: 'received', nextStep });

const needs = { clock: PLATFORM.Clock, listings: LISTINGS_API, mailer: PLATFORM.Mailer, billing: BILLING_API, identity: IDENTITY_API };

/**
 * Stores the lead with its phone in E.164 and its address placed by the offline geocoder, announces
 * it (`leads.seller-lead-submitted.v1`), offers it to the sellers of its market and mails the owner a
 * confirmation saying what really happens next: investors in the area have it, or, when no seller
 * with leads in their plan covers the area, the team reviews it (`leads.seller-lead-uncovered.v1` tells
 * the administrators). Sent from a seller's lead page, it
 * is that seller's at once, in their pipeline, and the owner is told who will call. A honeypot hit is
 * answered like a lead no investor covers and kept nowhere; a repeat within a day answers with the
 * first lead and its next step, and mails nothing.
 */
export class SubmitSellerLeadHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<SellerLeadRequest, SellerLeadReceipt>
{
  async execute(input: SellerLeadRequest, { em, publish, afterCommit }: CommandContext): Promise<SellerLeadReceipt> {
    const { clock, listings, mailer, identity } = this.deps;
    if (input.website) return received(newId(), 'team_review');
    const phone = normalizePhone(input.phone);
    if (!phone) throw new InvalidLeadPhoneError();
    const address = parseAddress(input.propertyAddress);
    const now = clock.now();

    // one submission at a time per address and phone, so two at once cannot both be new
    await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`leads:${address.key}|${phone}`]);
    const repeat = await em.findOne(
      SellerLead,
      { addressKey: address.key, phone, createdAt: { $gt: new Date(now.getTime() - REPEAT_WINDOW_MS) } },
      { orderBy: { createdAt: 'asc' } },
    );
    if (repeat) return received(repeat.id, repeat.nextStep);

    const located = listings.locate({ zip: address.zip, city: address.city, state: address.state });
    const place = { city: located?.city ?? address.city, state: located?.state ?? address.state, county: located?.county ?? null };
    // a lead page whose seller no longer has lead capture sends its leads to the network, so none is lost
    const pageOwner = input.sellerId && (await this.#capturesLeads(input.sellerId)) ? input.sellerId : null;
    const sellerIds = pageOwner ? [] : await this.#sellersToOffer(em, place);
    const nextStep: LeadNextStep = pageOwner || sellerIds.length ? 'investors_notified' : 'team_review';
    const situation = input.situation ?? null;
    const named = { situation, situationLabel: situation ? LEAD_SITUATION_LABELS[situation] : null };
    const lead = SellerLead.submit(
      { address, place, fullName: input.fullName, phone, email: input.email, situation, source: pageOwner ? 'page' : 'network', nextStep },
      now,
    );
    em.persist(lead);
    if (pageOwner) lead.claim(pageOwner, now);
    await em.flush();
    publish(SellerLeadSubmitted.create(lead.id, { ...place, situation }));

    if (pageOwner) {
      await addCardToNew(
        em,
        { sellerId: pageOwner, kind: 'lead', sourceId: lead.id, title: `${lead.propertyAddress} (${lead.fullName})` },
        now,
      );
      publish(SellerLeadCaptured.create(lead.id, { ...place, ...named, sellerId: pageOwner }));
      afterCommit(async () => {
        const [seller] = await identity.getProfiles([pageOwner]);
        await mailer.send(
          seller ? leadClaimedMail(lead, `${seller.firstName} ${seller.lastName}`.trim()) : sellerLeadConfirmationMail(lead),
        );
      });
      return received(lead.id, nextStep);
    }
    if (sellerIds.length) publish(SellerLeadOffered.create(lead.id, { ...place, ...named, sellerIds }));
    else publish(SellerLeadUncovered.create(lead.id, { ...place, ...named }));
    afterCommit(async () => mailer.send(sellerLeadConfirmationMail(lead)));
    return received(lead.id, nextStep);
  }

  async #capturesLeads(sellerId: string): Promise<boolean> {
    return (await this.deps.billing.entitlements(sellerId)).seller.pipelineAndLeads;
  }

  /** the sellers serving the lead's place whose plan still includes leads */
  async #sellersToOffer(em: CommandContext['em'], place: { state: string | null; county: string | null }): Promise<string[]> {
    const serving = await sellersServing(em, place);
    const plans = await Promise.all(serving.map((sellerId) => this.deps.billing.entitlements(sellerId)));
    return serving.filter((_, index) => plans[index]!.seller.pipelineAndLeads);
  }
}

export const submitSellerLead = handlesCommand(SubmitSellerLead, needs, SubmitSellerLeadHandler, [
  http(SubmitSellerLead, {
    method: 'post',
    path: '/api/seller-leads',
    tag: LEADS_TAG,
    summary: "A homeowner's cash-offer request",
    description:
      "From the homepage form, or a seller's lead page (`sellerId`: the lead is theirs at once). `nextStep` says whether investors who buy in the area have it (`investors_notified`) or no seller with leads covers the area and the team reviews it (`team_review`).",
    access: 'public',
    rateLimit: LEAD_SUBMISSIONS,
    body: sellerLeadInputSchema,
    invalid: 'Please check the highlighted fields',
    input: ({ body }) => body,
    status: 201,
    response: sellerLeadReceiptSchema,
  }),
]);
