import { defineEntity, p } from '@mikro-orm/core';
import { newId } from '../../shared/kernel/ids.ts';
import type { Contact as ContactView, ContactInput, Financing } from '../contracts/contacts.ts';

/**
 * One buyer on a seller's list: how to reach them, their buy box, tags and notes, where they came from
 * (`source`, and `importId` for an import) and consent. `unsubscribedAt` and `suppressedAt` (a hard bounce
 * or a complaint; `softBounces` counts the others) stop every mail to them. Email (lower case) and phone
 * (E.164) are each unique within the seller's list.
 */
const ContactSchema = defineEntity({
  name: 'Contact',
  schema: 'leads',
  tableName: 'contacts',
  uniques: [
    { name: 'contacts_email_unique', properties: ['sellerId', 'email'], where: { email: { $ne: null } } },
    { name: 'contacts_phone_unique', properties: ['sellerId', 'phone'], where: { phone: { $ne: null } } },
  ],
  indexes: [
    { name: 'contacts_seller_created_index', properties: ['sellerId', 'createdAt', 'id'] },
    { name: 'contacts_import_index', properties: ['importId'], where: { importId: { $ne: null } } },
  ],
  properties: {
    id: p.uuid().primary(),
    sellerId: p.uuid(),
    name: p.text().nullable(),
    email: p.text().nullable(),
    phone: p.text().nullable(),
    company: p.text().nullable(),
    markets: p.array().default([]),
    propertyTypes: p.array().default([]),
    priceMinCents: p.bigint('number').nullable(),
    priceMaxCents: p.bigint('number').nullable(),
    states: p.array().default([]),
    counties: p.array().default([]),
    financing: p.text().$type<Financing>().nullable(),
    proofOfFunds: p.boolean().default(false),
    tags: p.array().default([]),
    notes: p.text().nullable(),
    source: p.text().nullable(),
    consent: p.boolean().default(false),
    consentAt: p.datetime().nullable(),
    unsubscribedAt: p.datetime().nullable(),
    suppressedAt: p.datetime().nullable(),
    suppressionReason: p.text().nullable(),
    softBounces: p.integer().default(0),
    importId: p.uuid().nullable(),
    /** the line of the import's file it came from */
    importLine: p.integer().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

const cents = (dollars: number | null) => (dollars === null ? null : dollars * 100);
const dollars = (cents: number | null) => (cents === null ? null : Math.round(cents / 100));

/** What a contact's form (or an import's row) stores: cents, states and tags once each, consent dated (today when undated). */
export function storedFields(input: ContactInput, now: Date) {
  return {
    name: input.name ?? null,
    email: input.email ?? null,
    phone: input.phone ?? null,
    company: input.company ?? null,
    markets: input.markets,
    propertyTypes: input.propertyTypes as string[],
    priceMinCents: cents(input.priceMin),
    priceMaxCents: cents(input.priceMax),
    states: [...new Set(input.states)],
    counties: input.counties,
    financing: input.financing,
    proofOfFunds: input.proofOfFunds,
    tags: [...new Set(input.tags)],
    notes: input.notes ?? null,
    source: input.source ?? null,
    consent: input.consent,
    consentAt: input.consent ? new Date(input.consentAt ?? now) : null,
  };
}

export class Contact extends ContactSchema.class {
  static create(sellerId: string, input: ContactInput, now: Date, importId: string | null = null): Contact {
    const contact = new Contact();
    contact.id = newId(now.getTime());
    contact.sellerId = sellerId;
    contact.importId = importId;
    contact.importLine = null;
    contact.createdAt = now;
    contact.unsubscribedAt = null;
    contact.suppressedAt = null;
    contact.suppressionReason = null;
    contact.softBounces = 0;
    contact.change(input, now);
    return contact;
  }

  /** The form's fields, all of them (a field left empty is cleared). Email and phone come normalised. */
  change(input: ContactInput, now: Date): void {
    Object.assign(this, storedFields(input, now));
    this.updatedAt = now;
  }

  /** Unsubscribed, suppressed or without an email: never mailed. */
  get mailable(): boolean {
    return Boolean(this.email) && !this.unsubscribedAt && !this.suppressedAt;
  }

  toView(): ContactView {
    return {
      id: this.id,
      name: this.name ?? null,
      email: this.email ?? null,
      phone: this.phone ?? null,
      company: this.company ?? null,
      markets: this.markets,
      propertyTypes: this.propertyTypes as ContactView['propertyTypes'],
      priceMin: dollars(this.priceMinCents ?? null),
      priceMax: dollars(this.priceMaxCents ?? null),
      states: this.states,
      counties: this.counties,
      financing: this.financing ?? null,
      proofOfFunds: this.proofOfFunds,
      tags: this.tags,
      notes: this.notes ?? null,
      source: this.source ?? null,
      consent: this.consent,
      consentAt: this.consentAt?.toISOString() ?? null,
      unsubscribedAt: this.unsubscribedAt?.toISOString() ?? null,
      suppressedAt: this.suppressedAt?.toISOString() ?? null,
      mailable: this.mailable,
      importId: this.importId ?? null,
      createdAt: this.createdAt.toISOString(),
      updatedAt: this.updatedAt.toISOString(),
    };
  }
}
ContactSchema.setClass(Contact);
export { ContactSchema };
