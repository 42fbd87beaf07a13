import type { AuditEntry } from './audit.ts';
import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { ForbiddenError, UnauthenticatedError } from './errors.ts';
import type { NewEvent } from './events.ts';

/** Who is asking: the signed-in user, or null for a visitor. Decided on the server per request. */
export interface Actor {
  userId: string;
  roles: readonly string[];
  isAdmin: boolean;
  /** an administrator sees the site as this member: every write is refused (until `until`, ISO) */
  viewedBy?: { adminId: string; until: string };
}

/** The signed-in actor, or a 401 for a visitor. */
export function requireActor(actor: Actor | null | undefined): Actor {
  if (!actor) throw new UnauthenticatedError();
  return actor;
}

/** The signed-in administrator: a 401 for a visitor, a 403 for any other member. */
export function requireAdmin(actor: Actor | null | undefined, message?: string): Actor {
  const signedIn = requireActor(actor);
  if (!signedIn.isAdmin) throw new ForbiddenError(message);
  return signedIn;
}

/** A command's identity and types; the handler is registered for it on the module's bus. */
export interface CommandType<TInput, TResult> {
  readonly name: string;
  readonly types?: { input: TInput; result: TResult };
}

export interface QueryType<TInput, TResult> {
  readonly name: string;
  readonly types?: { input: TInput; result: TResult };
}

export function defineCommand<TInput, TResult>(name: string): CommandType<TInput, TResult> {
  return { name };
}

export function defineQuery<TInput, TResult>(name: string): QueryType<TInput, TResult> {
  return { name };
}

/** What a command handler works with: one transaction's entity manager and its outbox. */
export interface CommandContext {
  em: EntityManager;
  /** appends an integration event, committed in the same transaction as the handler's changes */
  publish(event: NewEvent): void;
  /** runs once the transaction has committed (e.g. sending an email); a failure there is logged, not thrown */
  afterCommit(action: () => Promise<void>): void;
  /** appends an entry to the administrators' audit log, committed with the handler's changes */
  audit(entry: AuditEntry): void;
  actor: Actor | null;
}

export interface CommandHandler<TInput, TResult> {
  execute(input: TInput, context: CommandContext): Promise<TResult>;
}

export interface QueryContext {
  actor: Actor | null;
}

export interface QueryHandler<TInput, TResult> {
  execute(input: TInput, context: QueryContext): Promise<TResult>;
}

export interface CommandBus {
  execute<TInput, TResult>(command: CommandType<TInput, TResult>, input: TInput, actor?: Actor | null): Promise<TResult>;
}

export interface QueryBus {
  ask<TInput, TResult>(query: QueryType<TInput, TResult>, input: TInput, actor?: Actor | null): Promise<TResult>;
}
