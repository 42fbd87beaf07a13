import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { ContactFilter } from '../contracts/contacts.ts';
import type { Segment as SegmentView } from '../contracts/segments.ts';
import { Contact } from '../domain/contact.entity.ts';
import { Segment } from '../domain/segment.entity.ts';
import { DuplicateSegmentError, SegmentNotFoundError } from '../domain/segment.errors.ts';
import { contactSelection } from './contact-filter.ts';

export async function findOwnSegment(em: EntityManager, sellerId: string, id: string): Promise<Segment> {
  const segment = await em.findOne(Segment, { id, sellerId });
  if (!segment) throw new SegmentNotFoundError();
  return segment;
}

/** 409 when another of the seller's segments has this name, in any case. */
export async function assertNameFree(em: EntityManager, sellerId: string, name: string, exceptId?: string): Promise<void> {
  const [row] = await em.execute<Array<{ n: number }>>(
    'select count(*)::int as n from leads.segments where seller_id = ? and lower(name) = lower(?) and id <> ?',
    [sellerId, name, exceptId ?? '00000000-0000-0000-0000-000000000000'],
  );
  if (Number(row?.n ?? 0) > 0) throw new DuplicateSegmentError();
}

/** Unsubscribed, suppressed or without an email: never mailed (the entity's `mailable`, as a filter). */
export const MAILABLE = { email: { $ne: null }, unsubscribedAt: null, suppressedAt: null } as const;

/** A segment with what its filter selects now. */
export async function segmentView(em: EntityManager, segment: Segment): Promise<SegmentView> {
  const where = contactSelection(segment.sellerId, segment.filter);
  const count = await em.count(Contact, where);
  const mailable = await em.count(Contact, { $and: [where, MAILABLE] });
  return {
    id: segment.id,
    name: segment.name,
    filter: segment.filter as SegmentView['filter'],
    count,
    mailable,
    createdAt: segment.createdAt.toISOString(),
    updatedAt: segment.updatedAt.toISOString(),
  };
}

/** The ids of a filter's mailable contacts, oldest first. */
export async function mailableContactIds(em: EntityManager, sellerId: string, filter: ContactFilter): Promise<string[]> {
  const rows = await em.find(
    Contact,
    { $and: [contactSelection(sellerId, filter), MAILABLE] },
    { fields: ['id'], orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  return rows.map((row) => row.id);
}
