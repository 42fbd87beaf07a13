import { z } from 'zod';
import { singleLine } from '../kernel/text.ts';

/**
 * The back office's dead events: outbox events a subscriber failed too often (docs/architecture.md
 * section 4), inspected and put back in the queue, each replay recorded in the audit log.
 * - `GET /api/admin/dead-events?type&page&pageSize` → `DeadEventList`, oldest first;
 * - `POST /api/admin/dead-events/:id/replay` and `POST /api/admin/dead-events/replay` (every one under the cap).
 */

/** An event replayed this often is left dead: its subscriber needs a fix, not another try. */
export const MAX_REPLAYS = 5;

export const deadEventListQuerySchema = z.object({
  type: z
    .string()
    .trim()
    .regex(/^[a-z0-9.-]{1,120}$/, 'type is an event type such as listings.listing-published.v1')
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type DeadEventListQuery = z.output<typeof deadEventListQuerySchema>;

export const deadEventSchema = z.object({
  id: z.string(),
  type: z.string(),
  aggregateId: z.string(),
  occurredAt: z.string(),
  attempts: z.number().int(),
  replays: z.number().int(),
  lastError: z.string().nullable(),
  payload: z.unknown(),
});
export type DeadEvent = z.infer<typeof deadEventSchema>;

export const deadEventListSchema = z.object({
  events: z.array(deadEventSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  maxReplays: z.number().int(),
});
export type DeadEventList = z.infer<typeof deadEventListSchema>;

export const replayRequestSchema = z.object({
  reason: singleLine(z.string().trim().max(500, 'The reason is at most 500 characters'), 'Reason').optional(),
});

export const replayResultSchema = z.object({ replayed: z.number().int(), leftDead: z.number().int() });
export type ReplayResult = z.infer<typeof replayResultSchema>;
