import { z } from 'zod';
import { singleLine } from '../../shared/kernel/text.ts';
import { PROPERTY_CATEGORIES } from '../../listings/contracts/listing-terms.ts';
import { contactFilterSchema } from './contacts-query.ts';

/**
 * Saved segments of a seller's buyers list (decision 0058): a name and the list's filter (`ContactFilter`:
 * words; any of some tags, any of some states, any of some property types (decision 0072: a buy box is several);
 * price, cash, proof of funds), evaluated whenever it is used, so the count is today's. JSON, cookie session, CSRF on mutations; buyers get 403, another seller's segment 404.
 *
 * - `GET /api/contacts/segments` → `SegmentList` (each with how many contacts it selects now, and how many of them can be mailed)
 * - `POST /api/contacts/segments` `SegmentInput` → 201 `Segment`
 * - `PATCH /api/contacts/segments/{id}` `SegmentChange` (a new name, a new filter, or both) → `Segment`
 * - `DELETE /api/contacts/segments/{id}` → 204
 *
 * A segment's contacts, for a campaign: `audienceContactIds` in the leads module's `application/matching.ts`
 * (see `contracts/matching.ts`).
 */

export const SEGMENT_LIMITS = { name: 60, perSeller: 50 } as const;

const segmentName = singleLine(
  z
    .string({ error: 'Name must be text' })
    .trim()
    .min(1, 'Give the segment a name')
    .max(SEGMENT_LIMITS.name, `A segment's name is at most ${SEGMENT_LIMITS.name} characters`),
  'Name',
);

/** The list's filter as a segment keeps it: only the list's own fields (anything else is a 400). */
export const segmentFilterSchema = contactFilterSchema.strict();

export const segmentInputSchema = z.object({ name: segmentName, filter: segmentFilterSchema.prefault({}) });
export type SegmentInput = z.output<typeof segmentInputSchema>;

export const segmentChangeSchema = z
  .object({ name: segmentName.optional(), filter: segmentFilterSchema.optional() })
  .refine((change) => change.name !== undefined || change.filter !== undefined, { message: 'Give a new name or a new filter' });
export type SegmentChange = z.output<typeof segmentChangeSchema>;

export const segmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  filter: z.object({
    q: z.string().optional(),
    tag: z.array(z.string()).optional(),
    state: z.array(z.string()).optional(),
    type: z.array(z.enum(PROPERTY_CATEGORIES)).optional(),
    price: z.number().optional(),
    cash: z.literal(true).optional(),
    pof: z.literal(true).optional(),
  }),
  /** contacts the filter selects now */
  count: z.number().int(),
  /** of them, those that can be mailed (not unsubscribed or suppressed, with an email) */
  mailable: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Segment = z.infer<typeof segmentSchema>;

export const segmentListSchema = z.object({ segments: z.array(segmentSchema) });
export type SegmentList = z.infer<typeof segmentListSchema>;
