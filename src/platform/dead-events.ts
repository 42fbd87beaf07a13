import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import {
  defineCommand,
  defineQuery,
  requireAdmin,
  type CommandContext,
  type CommandHandler,
  type QueryContext,
  type QueryHandler,
} from '../../modules/shared/kernel/bus.ts';
import {
  MAX_REPLAYS,
  deadEventListQuerySchema,
  deadEventListSchema,
  replayRequestSchema,
  replayResultSchema,
  type DeadEvent,
  type DeadEventList,
  type DeadEventListQuery,
  type ReplayResult,
} from '../../modules/shared/contracts/dead-events.ts';
import { AppError, NotFoundError } from '../../modules/shared/kernel/errors.ts';
import { PLATFORM } from '../../modules/shared/kernel/tokens.ts';
import { answersQuery, handlesCommand, http, UsesDependencies } from '../../modules/shared/kernel/use-case.ts';
import { z } from 'zod';
import { ADMIN_TAG, PLATFORM_ADMIN } from './tokens.ts';

const ONLY_ADMINS = 'Only administrators can see and replay dead events';

export const ListDeadEvents = defineQuery<DeadEventListQuery, DeadEventList>('platform.list-dead-events');
/** one event (`id`), or every dead one under the cap */
export const ReplayDeadEvents = defineCommand<{ id?: string; reason?: string }, ReplayResult>('platform.replay-dead-events');

interface DeadRow {
  id: string;
  type: string;
  aggregate_id: string;
  occurred_at: Date;
  attempts: number;
  replays: number;
  last_error: string | null;
  payload: unknown;
}

const toDeadEvent = (row: DeadRow): DeadEvent => ({
  id: row.id,
  type: row.type,
  aggregateId: row.aggregate_id,
  occurredAt: new Date(row.occurred_at).toISOString(),
  attempts: row.attempts,
  replays: row.replays,
  lastError: row.last_error,
  payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
});

async function deadEvents(em: EntityManager, where: string, params: unknown[], page = { limit: 100, offset: 0 }): Promise<DeadRow[]> {
  return em.execute<DeadRow[]>(
    `select id, type, aggregate_id, occurred_at, attempts, replays, last_error, payload from platform.outbox
     where status = 'dead' ${where} order by position limit ? offset ?`,
    [...params, page.limit, page.offset],
  );
}

const listNeeds = { em: PLATFORM.EntityManager };

/** The dead events, oldest first, on the partial index of dead rows. */
export class ListDeadEventsHandler extends UsesDependencies<typeof listNeeds> implements QueryHandler<DeadEventListQuery, DeadEventList> {
  async execute({ type, page, pageSize }: DeadEventListQuery, { actor }: QueryContext): Promise<DeadEventList> {
    requireAdmin(actor, ONLY_ADMINS);
    const em = this.deps.em.fork();
    const [where, params] = type ? ['and type = ?', [type]] : ['', []];
    const rows = await deadEvents(em, where, params, { limit: pageSize, offset: (page - 1) * pageSize });
    const [count] = await em.execute<Array<{ n: number }>>(
      `select count(*)::int as n from platform.outbox where status = 'dead' ${where}`,
      params,
    );
    return { events: rows.map(toDeadEvent), total: Number(count?.n ?? 0), page, pageSize, maxReplays: MAX_REPLAYS };
  }
}

const replayNeeds = { wake: PLATFORM_ADMIN.WakeDispatcher };

/**
 * Puts dead events back in the queue with a fresh attempt budget, each at most `MAX_REPLAYS` times, and
 * records every replay in the audit log (before: its attempts and error; after: pending). A subscriber's
 * inbox makes a delivery it already made a no-op, so a replay only reaches those that failed.
 */
export class ReplayDeadEventsHandler
  extends UsesDependencies<typeof replayNeeds>
  implements CommandHandler<{ id?: string; reason?: string }, ReplayResult>
{
  async execute(
    { id, reason }: { id?: string; reason?: string },
    { em, actor, audit, afterCommit }: CommandContext,
  ): Promise<ReplayResult> {
    requireAdmin(actor, ONLY_ADMINS);
    const [where, params] = id ? ['and id = ?', [id]] : ['', []];
    const dead = await em.execute<DeadRow[]>(
      `select id, type, aggregate_id, occurred_at, attempts, replays, last_error, payload from platform.outbox
       where status = 'dead' ${where} order by position for update`,
      params,
    );
    if (id && dead.length === 0) throw new NotFoundError('No dead event with this id');
    const due = dead.filter((row) => row.replays < MAX_REPLAYS);
    if (id && due.length === 0) {
      throw new AppError('business-rule', `This event was replayed ${MAX_REPLAYS} times already: fix what fails before trying again`, {
        code: 'replay_limit',
      });
    }
    for (const row of due) {
      await em.execute(
        `update platform.outbox set status = 'pending', attempts = 0, next_attempt_at = now(), last_error = null, replays = replays + 1
         where id = ?`,
        [row.id],
      );
      audit({
        action: 'platform.dead-event-replayed',
        subject: { type: 'event', id: row.id },
        reason: reason ?? null,
        before: { type: row.type, status: 'dead', attempts: row.attempts, replays: row.replays, lastError: row.last_error },
        after: { type: row.type, status: 'pending', attempts: 0, replays: row.replays + 1 },
      });
    }
    afterCommit(async () => this.deps.wake());
    return { replayed: due.length, leftDead: dead.length - due.length };
  }
}

const byEventId = z.object({ id: z.uuid('The event id is a UUID') });

export const listDeadEvents = answersQuery(ListDeadEvents, listNeeds, ListDeadEventsHandler, [
  http(ListDeadEvents, {
    method: 'get',
    path: '/api/admin/dead-events',
    tag: ADMIN_TAG,
    summary: 'Events no subscriber could take',
    description: `Outbox events parked after too many failed deliveries, oldest first, with their payload, last error and replays (at most ${MAX_REPLAYS} each).`,
    access: 'admin',
    forbidden: ONLY_ADMINS,
    query: deadEventListQuerySchema,
    invalid: 'Invalid dead event filter',
    input: ({ query }) => query,
    response: deadEventListSchema,
    cacheControl: 'no-store',
  }),
]);

export const replayDeadEvents = handlesCommand(ReplayDeadEvents, replayNeeds, ReplayDeadEventsHandler, [
  http(ReplayDeadEvents, {
    method: 'post',
    path: '/api/admin/dead-events/:id/replay',
    tag: ADMIN_TAG,
    summary: 'Replay one dead event',
    description: `Back in the queue with a fresh attempt budget; recorded in the audit log. 422 once it was replayed ${MAX_REPLAYS} times.`,
    access: 'admin',
    forbidden: ONLY_ADMINS,
    params: byEventId,
    body: replayRequestSchema,
    invalid: 'Invalid replay',
    input: ({ params, body }) => ({ id: params.id, reason: body.reason }),
    response: replayResultSchema,
    errors: [404, 422],
  }),
  http(ReplayDeadEvents, {
    method: 'post',
    path: '/api/admin/dead-events/replay',
    tag: ADMIN_TAG,
    summary: 'Replay every dead event',
    description: `Every dead event replayed fewer than ${MAX_REPLAYS} times goes back in the queue; each replay is recorded in the audit log.`,
    access: 'admin',
    forbidden: ONLY_ADMINS,
    body: replayRequestSchema,
    invalid: 'Invalid replay',
    input: ({ body }) => ({ reason: body.reason }),
    response: replayResultSchema,
  }),
]);
