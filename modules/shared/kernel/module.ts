import type { EntitySchema } from '@mikro-orm/core';
import type { Migration } from '@mikro-orm/migrations';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { RequestHandler, Router } from 'express';
import type { Container } from 'inversify';
import { requireAdmin, type Actor, type CommandType, type QueryType } from './bus.ts';
import type { IntegrationEvent, NewEvent } from './events.ts';
import type { Endpoint, HttpContext } from './endpoint.ts';
import type { Token } from './tokens.ts';
import type { CommandUseCase, QueryUseCase } from './use-case.ts';

/** A migration of one module; names are prefixed with the module so one history table serves all. */
export interface ModuleMigration {
  name: string;
  class: new (...args: ConstructorParameters<typeof Migration>) => Migration;
}

/** Reacts to integration events; runs inside a transaction that records it in the inbox. */
export interface Subscriber {
  handle(event: IntegrationEvent, context: SubscriberContext): Promise<void>;
}

export interface SubscriberContext {
  em: SqlEntityManager;
  /** appends a follow-up event, committed with the subscriber's changes and its inbox record */
  publish(event: NewEvent): void;
  /** runs once the delivery is committed (pushing to open realtime streams); a failure is logged, not retried */
  afterCommit(effect: () => Promise<void> | void): void;
}

export interface SubscriberRegistration {
  /** stable, unique name: the inbox key */
  name: string;
  events: readonly string[];
  handler: Token<Subscriber>;
}

/** Rebuilds a module's read models from Postgres (`npm run reindex`, and at boot when they are empty). */
export interface Reindexer {
  /** declares the module's indexes and settings; called at every boot before anything reads them */
  prepare(): Promise<void>;
  /** true when this module's read models hold nothing yet */
  isEmpty(): Promise<boolean>;
  /**
   * `scope` 'search': only what lives in the search index and its bookkeeping (a process's own replica, decision 0077);
   * 'shared': everything but the search index (a command-line reindex beside servers that each build their own)
   */
  rebuild(log: (line: string) => void, scope?: RebuildScope): Promise<Record<string, number>>;
}

/**
 * 'all': every read model of the module; 'search': only those in the search index (the rest is shared and intact);
 * 'shared': all but the search index (it lives in each server process, which builds its own when it starts)
 */
export type RebuildScope = 'all' | 'search' | 'shared';

/** Loads a module's demo data (`npm run seed`, and at first start of an empty database). */
export interface Seeder {
  /** true when the module holds no data yet */
  isEmpty(): Promise<boolean>;
  seed(options: {
    /** false: only what an install needs whatever its data (its first administrator), no demo data */
    demo?: boolean;
    syntheticListings?: number;
    log: (line: string) => void;
    /**
     * given by a starting host: a password made for this install is handed here, to be shown to the
     * person starting it, and left out of the log lines (without it, the line shows it)
     */
    announcePassword?: (password: string) => void;
  }): Promise<Record<string, number>>;
}

/** A command the host runs on a timer (every host; the command must tolerate running concurrently). */
/** A scheduled job: a command (in its transaction), or a query that only reads and keeps what it read in the read side. */
export type JobRegistration = { name: string; everyMs: number } & (
  { command: CommandType<void, unknown>; query?: never } | { query: QueryType<void, unknown>; command?: never }
);

export type { HttpContext } from './endpoint.ts';

/**
 * What the identity middleware leaves in `res.locals` besides `actor`: asks again whether the request's
 * session is still valid (null once it signed out or expired), for answers that stay open.
 */
export type ReauthenticateActor = () => Promise<Actor | null>;

/**
 * What a page of the SPA shows in link previews: the host writes it into index.html's <head>
 * (title, description, Open Graph and Twitter card tags) before serving the page.
 */
export interface PageMeta {
  title: string;
  description: string;
  /** an absolute URL, or a path on this site (made absolute with PUBLIC_URL) */
  image?: string | null;
  /** og:type; 'website' when absent */
  type?: string;
}

/**
 * Everything the host needs to load a bounded context. A module's `index.ts` exports one of these
 * and nothing else the host uses.
 */
export interface ModuleDefinition {
  /** also the name of the module's Postgres schema */
  name: string;
  entities: EntitySchema[];
  migrations: ModuleMigration[];
  bind?(container: Container): void;
  /** every command handler of the module, each exported by its handler file (`handlesCommand`) */
  commands?: CommandUseCase[];
  /** every query handler of the module, each exported by its handler file (`answersQuery`) */
  queries?: QueryUseCase[];
  subscribers?: SubscriberRegistration[];
  /** runs on every request before any router (e.g. identity resolves the signed-in actor) */
  middleware?(context: HttpContext): RequestHandler;
  /**
   * The module's HTTP routes. Every path `router` serves lies under one of `under` (lower case, no
   * trailing slash); requests for other paths never enter it, so they skip its routes instead of
   * testing each of them.
   */
  routes?: { under: readonly string[]; router(context: HttpContext): Router };
  /**
   * Endpoints that are not one use case's (composed of several, or answering from a service), each
   * declared like a use case's own; the host mounts them with the use cases' endpoints.
   */
  endpoints?: readonly Endpoint[];
  /**
   * The link-preview meta of a page path this module owns (e.g. `/property/{id}`), as a visitor
   * would see it; null when the path is not the module's or shows nothing public.
   */
  pageMeta?(path: string, context: HttpContext): Promise<PageMeta | null>;
  /** the module's read models, each rebuilt on its own */
  reindex?: Token<Reindexer>[];
  seed?: Token<Seeder>;
  jobs?: JobRegistration[];
}

/**
 * Route middleware for administrators' routes, settled before the request is read: a visitor gets
 * 401 and a member 403 (with `message`), whatever they send.
 */
export function adminsOnly(message?: string): RequestHandler {
  return (_req, res, next) => {
    requireAdmin(res.locals.actor as Actor | null, message);
    next();
  };
}
