import { defineEntity, p } from '@mikro-orm/core';

/**
 * A buyer's offer to a seller, as one of the buyer's contacts (decision 0069): engagement keeps it from the
 * leads module's `OfferMade`, so the month's contacts count a member messaged and offered to once.
 */
const OfferContactSchema = defineEntity({
  name: 'OfferContact',
  schema: 'engagement',
  tableName: 'offer_contacts',
  indexes: [{ name: 'offer_contacts_buyer_index', properties: ['buyerId', 'madeAt'] }],
  properties: {
    offerId: p.uuid().primary(),
    buyerId: p.uuid(),
    sellerId: p.uuid(),
    madeAt: p.datetime(),
  },
});

export class OfferContact extends OfferContactSchema.class {}
OfferContactSchema.setClass(OfferContact);
export { OfferContactSchema };
