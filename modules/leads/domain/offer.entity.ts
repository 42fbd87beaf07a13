import { defineEntity, p } from '@mikro-orm/core';
import { newId } from '../../shared/kernel/ids.ts';
import type {
  CounterInput,
  DealChecklist,
  DealDateKind,
  Offer as OfferView,
  OfferFunding,
  OfferInput,
  OfferStatus,
  OfferTerms,
  RevisionInput,
} from '../contracts/offers.ts';
import { OFFER_LIMITS } from '../contracts/offers.ts';
import { EarnestAlreadyReceivedError, OfferStateError } from './offer.errors.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * A buyer's offer on a listing, and the seller's counter to it. At most one offer per listing is
 * accepted: a partial unique index holds it however many accepts arrive together. An offer past its
 * expiry is expired whatever its stored status says (`statusAt`), so no job has to run first.
 */
const OfferSchema = defineEntity({
  name: 'Offer',
  schema: 'leads',
  tableName: 'offers',
  indexes: [
    { name: 'offers_property_index', properties: ['propertyId', 'createdAt'] },
    { name: 'offers_buyer_index', properties: ['buyerId', 'createdAt'] },
    { name: 'offers_seller_index', properties: ['sellerId', 'createdAt'] },
    {
      name: 'offers_one_accepted',
      expression: "create unique index offers_one_accepted on leads.offers (property_id) where status = 'accepted'",
    },
    {
      name: 'offers_next_reminder_index',
      expression: 'create index offers_next_reminder_index on leads.offers (next_reminder_at) where next_reminder_at is not null',
    },
  ],
  properties: {
    id: p.uuid().primary(),
    propertyId: p.uuid(),
    sellerId: p.uuid(),
    buyerId: p.uuid(),
    status: p.text().$type<OfferStatus>(),
    price: p.bigint('number'),
    earnestMoney: p.bigint('number'),
    daysToClose: p.integer(),
    inspectionDays: p.integer(),
    funding: p.text().$type<OfferFunding>(),
    message: p.text(),
    expiresAt: p.datetime(),
    counterPrice: p.bigint('number').nullable(),
    counterEarnestMoney: p.bigint('number').nullable(),
    counterDaysToClose: p.integer().nullable(),
    counterInspectionDays: p.integer().nullable(),
    counterExpiresAt: p.datetime().nullable(),
    declineReason: p.text().nullable(),
    acceptedAt: p.datetime().nullable(),
    /** whose terms were agreed: the buyer's offer or the seller's counter */
    acceptedTerms: p.text().$type<'offer' | 'counter'>().nullable(),
    earnestDueAt: p.datetime().nullable(),
    /** when the buyer last replaced their terms (a best-and-final answer) */
    revisedAt: p.datetime().nullable(),
    /** when the seller marked the earnest money received */
    earnestReceivedAt: p.datetime().nullable(),
    /** the deal's dates already reminded of (`earnest`, `inspection`, `closing`) */
    remindersSent: p.array<DealDateKind>().default([]),
    /** when the reminder job next looks at the deal: a day before its next date not yet reminded of */
    nextReminderAt: p.datetime().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

export class Offer extends OfferSchema.class {
  static make(listing: { propertyId: string; sellerId: string }, buyerId: string, input: OfferInput, now: Date): Offer {
    const offer = new Offer();
    offer.id = newId(now.getTime());
    offer.propertyId = listing.propertyId;
    offer.sellerId = listing.sellerId;
    offer.buyerId = buyerId;
    offer.status = 'open';
    offer.price = input.price;
    offer.earnestMoney = input.earnestMoney;
    offer.daysToClose = input.daysToClose;
    offer.inspectionDays = input.inspectionDays;
    offer.funding = input.funding;
    offer.message = input.message;
    offer.expiresAt = new Date(now.getTime() + input.expiresInHours * HOUR);
    offer.createdAt = now;
    offer.updatedAt = now;
    return offer;
  }

  /** The status as of `now`: an open or countered offer past its (or its counter's) expiry has expired. */
  statusAt(now: Date): OfferStatus {
    if (this.status === 'open' && this.expiresAt <= now) return 'expired';
    if (this.status === 'countered' && this.counterExpiresAt! <= now) return 'expired';
    return this.status;
  }

  /** Still waiting for an answer from either side. */
  isPending(now: Date): boolean {
    const status = this.statusAt(now);
    return status === 'open' || status === 'countered';
  }

  withdraw(now: Date): void {
    if (!this.isPending(now)) throw new OfferStateError(this.statusAt(now), 'withdraw');
    this.move('withdrawn', now);
  }

  decline(reason: string | null, now: Date): void {
    if (!this.isPending(now)) throw new OfferStateError(this.statusAt(now), 'decline');
    this.declineReason = reason;
    this.move('declined', now);
  }

  counter(terms: CounterInput, now: Date): void {
    const status = this.statusAt(now);
    if (status !== 'open') throw new OfferStateError(status, 'counter');
    this.counterPrice = terms.price;
    this.counterEarnestMoney = terms.earnestMoney;
    this.counterDaysToClose = terms.daysToClose;
    this.counterInspectionDays = terms.inspectionDays;
    this.counterExpiresAt = new Date(now.getTime() + terms.expiresInHours * HOUR);
    this.move('countered', now);
  }

  /** The seller accepts an open offer, or the buyer the seller's counter. */
  accept(by: 'seller' | 'buyer', now: Date): void {
    const status = this.statusAt(now);
    if (status !== (by === 'seller' ? 'open' : 'countered')) throw new OfferStateError(status, 'accept');
    this.acceptedTerms = by === 'seller' ? 'offer' : 'counter';
    this.acceptedAt = now;
    this.earnestDueAt = new Date(now.getTime() + OFFER_LIMITS.earnestDueHours * HOUR);
    this.move('accepted', now);
    this.scheduleReminder();
  }

  /** Another offer on the listing was accepted: this one is declined with that reason. */
  declineForAnother(now: Date): void {
    this.declineReason = 'The seller accepted another offer';
    this.move('declined', now);
  }

  /**
   * A bidder answers a best-and-final call: new terms replace their pending offer (and any counter to it),
   * open again until at least the call's deadline.
   */
  revise(terms: RevisionInput, deadline: Date, now: Date): void {
    const status = this.statusAt(now);
    if (status !== 'open' && status !== 'countered') throw new OfferStateError(status, 'revise');
    this.price = terms.price;
    this.earnestMoney = terms.earnestMoney;
    this.daysToClose = terms.daysToClose;
    this.inspectionDays = terms.inspectionDays;
    this.funding = terms.funding;
    if (terms.message !== undefined) this.message = terms.message;
    this.counterPrice = null;
    this.counterEarnestMoney = null;
    this.counterDaysToClose = null;
    this.counterInspectionDays = null;
    this.counterExpiresAt = null;
    if (this.expiresAt < deadline) this.expiresAt = deadline;
    this.revisedAt = now;
    this.move('open', now);
  }

  /** The seller marks the earnest money of the accepted deal received; once. */
  markEarnestReceived(now: Date): void {
    if (this.status !== 'accepted') throw new OfferStateError(this.status, 'mark');
    if (this.earnestReceivedAt) throw new EarnestAlreadyReceivedError();
    this.earnestReceivedAt = now;
    this.updatedAt = now;
  }

  /** The accepted deal's dates: earnest money due, inspection end and closing, counted from acceptance. */
  checklist(): DealChecklist | null {
    const agreed = this.agreedTerms();
    if (this.status !== 'accepted' || !agreed || !this.acceptedAt) return null;
    const from = this.acceptedAt.getTime();
    return {
      earnestMoney: agreed.earnestMoney,
      earnestDueAt: this.earnestDueAt!.toISOString(),
      earnestReceivedAt: this.earnestReceivedAt?.toISOString() ?? null,
      inspectionEndsAt: new Date(from + agreed.inspectionDays * DAY).toISOString(),
      closingAt: new Date(from + agreed.daysToClose * DAY).toISOString(),
    };
  }

  /**
   * The deal's dates not yet seen by the reminder job that are a day away or less: `remind` when the date
   * is still ahead (and, for the earnest money, not received); a date passed or settled is only put away.
   */
  remindersDue(now: Date): Array<{ kind: DealDateKind; at: string; remind: boolean }> {
    const dates = this.checklist();
    if (!dates) return [];
    const all: Array<[DealDateKind, string]> = [
      ['earnest', dates.earnestDueAt],
      ['inspection', dates.inspectionEndsAt],
      ['closing', dates.closingAt],
    ];
    return all
      .filter(([kind, at]) => !this.remindersSent.includes(kind) && new Date(at).getTime() - now.getTime() <= DAY)
      .map(([kind, at]) => ({
        kind,
        at,
        remind: new Date(at) > now && !(kind === 'earnest' && dates.earnestReceivedAt),
      }));
  }

  /** Records these dates as reminded (or put away) and schedules the next look a day before the next date. */
  remindedOf(kinds: DealDateKind[]): void {
    this.remindersSent = [...this.remindersSent, ...kinds];
    this.scheduleReminder();
  }

  private scheduleReminder(): void {
    const dates = this.checklist();
    const ahead = dates
      ? [
          ['earnest', dates.earnestDueAt],
          ['inspection', dates.inspectionEndsAt],
          ['closing', dates.closingAt],
        ]
          .filter(([kind]) => !this.remindersSent.includes(kind as DealDateKind))
          .map(([, at]) => new Date(at).getTime() - DAY)
      : [];
    this.nextReminderAt = ahead.length ? new Date(Math.min(...ahead)) : null;
  }

  offerTerms(): OfferTerms {
    return { price: this.price, earnestMoney: this.earnestMoney, daysToClose: this.daysToClose, inspectionDays: this.inspectionDays };
  }

  counterTerms(): OfferTerms | null {
    if (this.counterPrice === null || this.counterPrice === undefined) return null;
    return {
      price: this.counterPrice,
      earnestMoney: this.counterEarnestMoney!,
      daysToClose: this.counterDaysToClose!,
      inspectionDays: this.counterInspectionDays!,
    };
  }

  /** the terms agreed once accepted: the buyer's, or the seller's counter */
  agreedTerms(): OfferTerms | null {
    if (this.acceptedTerms === 'counter') return this.counterTerms();
    return this.acceptedTerms === 'offer' ? this.offerTerms() : null;
  }

  toView(now: Date): OfferView {
    const counter = this.counterTerms();
    return {
      id: this.id,
      propertyId: this.propertyId,
      sellerId: this.sellerId,
      buyerId: this.buyerId,
      status: this.statusAt(now),
      terms: this.offerTerms(),
      funding: this.funding,
      message: this.message,
      counter: counter ? { ...counter, expiresAt: this.counterExpiresAt!.toISOString() } : null,
      expiresAt: (this.status === 'countered' && this.counterExpiresAt ? this.counterExpiresAt : this.expiresAt).toISOString(),
      declineReason: this.declineReason ?? null,
      agreed: this.agreedTerms(),
      acceptedAt: this.acceptedAt?.toISOString() ?? null,
      earnestDueAt: this.earnestDueAt?.toISOString() ?? null,
      revisedAt: this.revisedAt?.toISOString() ?? null,
      checklist: this.checklist(),
      createdAt: this.createdAt.toISOString(),
      updatedAt: this.updatedAt.toISOString(),
    };
  }

  private move(status: OfferStatus, now: Date): void {
    this.status = status;
    this.updatedAt = now;
  }
}
OfferSchema.setClass(Offer);
export { OfferSchema };
