import type { Orm } from '../persistence/database.ts';
import type { Actor, CommandBus, CommandHandler, CommandType, QueryBus, QueryHandler, QueryType } from '../../modules/shared/kernel/bus.ts';
import type { NewEvent } from '../../modules/shared/kernel/events.ts';
import { appendToOutbox } from './outbox.ts';
import { appendToAuditLog } from './audit-log.ts';
import type { AuditEntry } from '../../modules/shared/kernel/audit.ts';

type Resolve<T> = () => T;

/**
 * Runs each command in one transaction: the handler's changes and the events it publishes are
 * committed together (the transactional outbox). After commit the dispatcher is woken.
 */
export class TransactionalCommandBus implements CommandBus {
  readonly #handlers = new Map<string, Resolve<CommandHandler<unknown, unknown>>>();
  readonly #orm: Orm;
  readonly #beforeCommit: (inTransaction: (sql: string) => Promise<unknown>) => Promise<void> | void;
  readonly #onCommitted: () => void;
  readonly #onAfterCommitError: (command: string, error: unknown) => void;

  constructor(options: {
    orm: Orm;
    /** runs inside the transaction when events were published (e.g. NOTIFY, delivered at commit) */
    beforeCommit?: (execute: (sql: string) => Promise<unknown>) => Promise<void> | void;
    /** called once the transaction committed with at least one event */
    onCommitted: () => void;
    onAfterCommitError?: (command: string, error: unknown) => void;
  }) {
    this.#orm = options.orm;
    this.#beforeCommit = options.beforeCommit ?? (() => {});
    this.#onCommitted = options.onCommitted;
    this.#onAfterCommitError = options.onAfterCommitError ?? (() => {});
  }

  register(name: string, resolve: Resolve<CommandHandler<unknown, unknown>>): void {
    if (this.#handlers.has(name)) throw new Error(`Command ${name} already has a handler`);
    this.#handlers.set(name, resolve);
  }

  async execute<TInput, TResult>(command: CommandType<TInput, TResult>, input: TInput, actor: Actor | null = null): Promise<TResult> {
    const resolve = this.#handlers.get(command.name);
    if (!resolve) throw new Error(`No handler for command ${command.name}`);
    const handler = resolve() as CommandHandler<TInput, TResult>;
    const events: NewEvent[] = [];
    const afterCommit: Array<() => Promise<void>> = [];
    const audited: AuditEntry[] = [];
    const result = await this.#orm.em.fork().transactional(async (em) => {
      const output = await handler.execute(input, {
        em,
        actor,
        publish: (event) => events.push(event),
        afterCommit: (action) => afterCommit.push(action),
        audit: (entry) => audited.push(entry),
      });
      if (audited.length > 0) {
        await em.flush();
        // during an administrator's view as a member, the administrator acts
        await appendToAuditLog(em, actor?.viewedBy?.adminId ?? actor?.userId ?? null, audited);
      }
      if (events.length > 0) {
        await em.flush();
        await appendToOutbox(em, events);
        await this.#beforeCommit((sql) => em.execute(sql));
      }
      return output;
    });
    if (events.length > 0) this.#onCommitted();
    for (const action of afterCommit) {
      await action().catch((error: unknown) => this.#onAfterCommitError(command.name, error));
    }
    return result;
  }
}

export class InProcessQueryBus implements QueryBus {
  readonly #handlers = new Map<string, Resolve<QueryHandler<unknown, unknown>>>();

  register(name: string, resolve: Resolve<QueryHandler<unknown, unknown>>): void {
    if (this.#handlers.has(name)) throw new Error(`Query ${name} already has a handler`);
    this.#handlers.set(name, resolve);
  }

  async ask<TInput, TResult>(query: QueryType<TInput, TResult>, input: TInput, actor: Actor | null = null): Promise<TResult> {
    const resolve = this.#handlers.get(query.name);
    if (!resolve) throw new Error(`No handler for query ${query.name}`);
    return (resolve() as QueryHandler<TInput, TResult>).execute(input, { actor });
  }
}
