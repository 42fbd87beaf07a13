import type { FilterQuery } from '@mikro-orm/core';
import type { ContactFilter } from '../contracts/contacts.ts';
import type { Contact } from '../domain/contact.entity.ts';

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The seller's contacts a filter selects (the buyers list, its export, a saved segment, a campaign's recipients):
 * words in the name, email or company, digits in the phone; any of some tags, any of some states and any of some
 * property types they buy (array overlap, `&&`, decision 0072); a price their range covers (an open end covers any);
 * cash buyers (cash or either); proof of funds on file. Fields together select contacts that meet them all.
 */
export function contactSelection(sellerId: string, { q, tag, state, type, price, cash, pof }: ContactFilter): FilterQuery<Contact> {
  const where: Record<string, unknown> = { sellerId };
  const all: Array<Record<string, unknown>> = [];
  if (tag?.length) where.tags = { $overlap: tag };
  if (state?.length) where.states = { $overlap: state };
  if (type?.length) where.propertyTypes = { $overlap: type };
  if (cash) where.financing = { $in: ['cash', 'either'] };
  if (pof) where.proofOfFunds = true;
  if (price !== undefined) {
    const cents = price * 100;
    all.push({ $or: [{ priceMinCents: null }, { priceMinCents: { $lte: cents } }] });
    all.push({ $or: [{ priceMaxCents: null }, { priceMaxCents: { $gte: cents } }] });
  }
  if (q) {
    const digits = q.replace(/\D/g, '');
    all.push({
      $or: [
        { name: { $ilike: likeText(q) } },
        { email: { $ilike: likeText(q) } },
        { company: { $ilike: likeText(q) } },
        ...(digits.length >= 3 ? [{ phone: { $like: likeText(digits) } }] : []),
      ],
    });
  }
  if (all.length) where.$and = all;
  return where as FilterQuery<Contact>;
}
