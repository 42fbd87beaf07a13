import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import type { Actor, CommandBus, QueryBus } from './bus.ts';
import type { RateLimitRule } from './rate-limit.ts';
import type { PlatformSettings } from './settings.ts';
import type { Token } from './tokens.ts';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Who may call an endpoint, decided by the host before the input is read:
 * - `public`: anyone; `optional`: anyone, and a signed-in member gets their own view;
 * - `member`: a signed-in member (cookie session; unsafe methods also need the CSRF header), else 401;
 * - `admin`: an administrator, else 401 for a visitor and 403 for a member;
 * - `signed`: no session, the request carries its own proof (a signature, a signed link);
 * - `dev`: outside production only.
 */
export type Access = 'public' | 'optional' | 'member' | 'admin' | 'signed' | 'dev';

/** The error statuses an endpoint may declare beside its success (docs/architecture.md section 7). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429;

/** The path's parameters as Express reads them (`/api/jv/posts/:id` → `{ id }`), when no schema parses them. */
export type PathParams = Record<string, string>;

/** A request as an endpoint sees it once the host has parsed it with the declared schemas. */
export interface ParsedRequest<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  actor: Actor | null;
}

/** An answer other than the declared status with the result as its body. */
export interface Reply {
  status: number;
  body?: unknown;
}

/**
 * One HTTP endpoint, declared once beside its use case: the host mounts it, parses its input with
 * these schemas (a failure is a 400 naming the issues), answers with the declared status and builds
 * the OpenAPI document from the same declaration.
 */
export interface EndpointSpec<P = PathParams, Q = unknown, B = unknown> {
  method: HttpMethod;
  /** Express's form: `/api/jv/posts/:id` */
  path: string;
  /** the OpenAPI tag it is listed under (the capability: "JV board") */
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  /** the 403's message for a member who is not an administrator (`admin` access) */
  forbidden?: string;
  /** set: callable with an API key holding every one of these scopes (empty: any key); unset: keys are refused */
  scopes?: readonly string[];
  /** per client address, on top of the host's ceiling for every API request */
  rateLimit?: RateLimitRule;
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  /** the message of the 400 when the input does not parse ("Invalid post") */
  invalid?: string;
  /** the success status (200 unless told; 204 answers no body; 303 redirects, its `Location` where) */
  status?: 200 | 201 | 202 | 204 | 303;
  /** other success statuses `reply` may answer, with the same body schema */
  alsoAnswers?: readonly (200 | 201 | 202)[];
  /** the success body's schema (every status but 204) */
  response?: z.ZodType;
  /** every error status the endpoint can answer beyond those its access and input imply */
  errors?: readonly ErrorStatus[];
  /**
   * `Cache-Control` of a successful answer; GETs that are not `public` default to `private, no-store`;
   * null sends none
   */
  cacheControl?: string | null;
}

/** What the host gives an endpoint that answers by itself (and a module's middleware). */
export interface HttpContext {
  commands: CommandBus;
  queries: QueryBus;
  settings: PlatformSettings;
  /**
   * A middleware counting each request against `rule` per client address (429 with a JSON message
   * over it, `RateLimit-*` headers always). Every API request also counts against the host's ceiling
   * per address; public routes that cost more (search, map, geocoding, view counts) declare their own.
   */
  rateLimit(rule: RateLimitRule): RequestHandler;
  /** Replaces the browser's CSRF token (the host owns the cookie), bound to the session; identity calls it when a session starts. */
  rotateCsrfToken(res: Response, sessionToken?: string): void;
  /** A service the module bound in `bind`, for a route that is more than a bus call (an event stream). */
  resolve<T>(token: Token<T>): T;
  /** Aborted when the host shuts down: long-lived answers (event streams) end so the server can close. */
  closing: AbortSignal;
}

/** An endpoint together with what it runs: its use case through the bus, or a composition of several. */
export interface Endpoint<P = PathParams, Q = unknown, B = unknown, R = unknown> extends EndpointSpec<P, Q, B> {
  run?(request: ParsedRequest<P, Q, B>, bus: { commands: CommandBus; queries: QueryBus }): Promise<R>;
  /** when set, `run`'s result is shaped into the answer here (a status that depends on the result) */
  reply?(result: R): Reply;
  /**
   * Instead of `run`: answers by itself, for what is more than parse → bus → respond (an upload, an
   * event stream, a file, cookies, a raw webhook body). Access, rate limit and the declared schemas
   * are applied first all the same.
   */
  handle?(request: ParsedRequest<P, Q, B>, req: Request, res: Response, context: HttpContext): Promise<void>;
  /** the answer when it is not JSON (`text/event-stream`, `text/csv`, a file) */
  produces?: string;
  /** the body is a multipart form (uploads), described in words; it is not parsed as JSON */
  multipart?: string;
}

/** How an endpoint turns the parsed request into its use case's input. */
export interface UseCaseEndpoint<I, R, P = PathParams, Q = unknown, B = unknown> extends EndpointSpec<P, Q, B> {
  input(request: ParsedRequest<P, Q, B>): I;
  reply?(result: R): Reply;
}

/** a declaration's spelling: `endpoint({ method: 'get', path: …, run })`, typed from its schemas */
export function endpoint<P = PathParams, Q = unknown, B = unknown, R = unknown>(
  spec: Endpoint<P, Q, B, R> & ({ run: Endpoint<P, Q, B, R>['run'] } | { handle: Endpoint<P, Q, B, R>['handle'] }),
): Endpoint {
  return spec as unknown as Endpoint;
}
