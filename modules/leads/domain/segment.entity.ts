import { defineEntity, p } from '@mikro-orm/core';
import { newId } from '../../shared/kernel/ids.ts';
import type { ContactFilter } from '../contracts/contacts.ts';

/** A saved filter of a seller's buyers list; its contacts are found again whenever it is used. Names are unique per seller, in any case. */
const SegmentSchema = defineEntity({
  name: 'Segment',
  schema: 'leads',
  tableName: 'segments',
  indexes: [
    { name: 'segments_seller_index', properties: ['sellerId', 'createdAt'] },
    { name: 'segments_name_unique', expression: 'create unique index segments_name_unique on leads.segments (seller_id, lower(name))' },
  ],
  properties: {
    id: p.uuid().primary(),
    sellerId: p.uuid(),
    name: p.text(),
    filter: p.json<ContactFilter>(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

export class Segment extends SegmentSchema.class {
  static create(sellerId: string, name: string, filter: ContactFilter, now: Date): Segment {
    const segment = new Segment();
    segment.id = newId(now.getTime());
    segment.sellerId = sellerId;
    segment.name = name;
    segment.filter = filter;
    segment.createdAt = now;
    segment.updatedAt = now;
    return segment;
  }

  change({ name, filter }: { name?: string; filter?: ContactFilter }, now: Date): void {
    if (name !== undefined) this.name = name;
    if (filter !== undefined) this.filter = filter;
    this.updatedAt = now;
  }
}
SegmentSchema.setClass(Segment);
export { SegmentSchema };
