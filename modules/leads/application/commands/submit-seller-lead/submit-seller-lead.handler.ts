import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import type { Clock } from '../../../../shared/kernel/clock.ts';
import { newId } from '../../../../shared/kernel/ids.ts';
import type { Mailer } from '../../../../shared/kernel/mailer.port.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand } from '../../../../shared/kernel/use-case.ts';
import { LISTINGS_API, type ListingsApi } from '../../../../listings/contracts/api.ts';
import { BILLING_API, type BillingApi } from '../../../../billing/contracts/api.ts';
import { SellerLeadOffered, SellerLeadSubmitted } from '../../../contracts/events.ts';
import { sellersServing } from '../../markets.ts';
import type { SellerLeadReceipt, SellerLeadRequest } from '../../../contracts/seller-leads.ts';
import { parseAddress } from '../../../domain/lead-address.ts';
import { sellerLeadConfirmationMail } from '../../seller-lead-mail.ts';
import { normalizePhone } from '../../../domain/lead-phone.ts';
import { SellerLead } from '../../../domain/seller-lead.entity.ts';
import { InvalidLeadPhoneError } from '../../../domain/seller-lead.errors.ts';
import { SubmitSellerLead } from './submit-seller-lead.command.ts';

/** The same address and phone again within this long is the same lead (a double click, a retry, a second try). */
const REPEAT_WINDOW_MS = 24 * 60 * 60_000;

const received = (id: string): SellerLeadReceipt => ({ id, status: 'received' });

/**
 * Stores the lead with its phone in E.164 and its address placed by the offline geocoder, announces
 * it (`leads.seller-lead-submitted.v1`) and mails the owner a confirmation. A honeypot hit is answered
 * like a lead and kept nowhere; a repeat within a day answers with the first lead and mails nothing.
 */
export class SubmitSellerLeadHandler implements CommandHandler<SellerLeadRequest, SellerLeadReceipt> {
  readonly #clock: Clock;
  readonly #listings: ListingsApi;
  readonly #mailer: Mailer;
  readonly #billing: BillingApi;

  constructor(clock: Clock, listings: ListingsApi, mailer: Mailer, billing: BillingApi) {
    this.#clock = clock;
    this.#listings = listings;
    this.#mailer = mailer;
    this.#billing = billing;
  }

  async execute(input: SellerLeadRequest, { em, publish, afterCommit }: CommandContext): Promise<SellerLeadReceipt> {
    if (input.website) return received(newId());
    const phone = normalizePhone(input.phone);
    if (!phone) throw new InvalidLeadPhoneError();
    const address = parseAddress(input.propertyAddress);
    const now = this.#clock.now();

    // one submission at a time per address and phone, so two at once cannot both be new
    await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`leads:${address.key}|${phone}`]);
    const repeat = await em.findOne(
      SellerLead,
      { addressKey: address.key, phone, createdAt: { $gt: new Date(now.getTime() - REPEAT_WINDOW_MS) } },
      { orderBy: { createdAt: 'asc' } },
    );
    if (repeat) return received(repeat.id);

    const located = this.#listings.locate({ zip: address.zip, city: address.city, state: address.state });
    const place = { city: located?.city ?? address.city, state: located?.state ?? address.state, county: located?.county ?? null };
    const lead = SellerLead.submit({ address, place, fullName: input.fullName, phone, email: input.email, situation: input.situation ?? null }, now);
    em.persist(lead);
    await em.flush();
    publish(SellerLeadSubmitted.create(lead.id, { ...place, situation: lead.situation ?? null }));
    const sellerIds = await this.#sellersToOffer(em, place);
    if (sellerIds.length) publish(SellerLeadOffered.create(lead.id, { ...place, situation: lead.situation ?? null, sellerIds }));
    afterCommit(async () => this.#mailer.send(await sellerLeadConfirmationMail(lead)));
    return received(lead.id);
  }

  /** the sellers serving the lead's place whose plan still includes leads */
  async #sellersToOffer(em: CommandContext['em'], place: { state: string | null; county: string | null }): Promise<string[]> {
    const serving = await sellersServing(em, place);
    const plans = await Promise.all(serving.map((sellerId) => this.#billing.entitlements(sellerId)));
    return serving.filter((_, index) => plans[index].seller.pipelineAndLeads);
  }
}

export const submitSellerLead = handlesCommand(
  SubmitSellerLead,
  [PLATFORM.Clock, LISTINGS_API, PLATFORM.Mailer, BILLING_API],
  (clock, listings, mailer, billing) => new SubmitSellerLeadHandler(clock, listings, mailer, billing),
);
