import type { z } from 'zod';
import type { ApiScope } from '../../../modules/identity/contracts/api-keys.ts';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Who may call a route:
 * - `public`: anyone; `optional`: anyone, and a signed-in member gets their own view (favorites, own listings);
 * - `member`: a signed-in member (cookie session; unsafe methods also need the CSRF header);
 * - `admin`: an administrator's session;
 * - `signed`: no session, the request carries its own proof (Stripe's signature, a signed link);
 * - `dev`: outside production only (the dev mail outbox, the built-in test payments).
 */
export type Access = 'public' | 'optional' | 'member' | 'admin' | 'signed' | 'dev';

/** One `/api` route of the host as the OpenAPI document describes it; `scopes` puts it in the public API. */
export interface ApiOperation {
  method: HttpMethod;
  /** Express's form: `/api/properties/:id` */
  path: string;
  tag: string;
  summary: string;
  access: Access;
  /** set: callable with an API key holding every one of these scopes (none: any key) */
  scopes?: readonly ApiScope[];
  query?: z.ZodType;
  body?: z.ZodType;
  /** the body is a multipart form (uploads), described in words */
  multipart?: string;
  response?: z.ZodType;
  /** the success status (200 unless told) */
  status?: number;
  /** other success statuses, with the same body */
  alsoAnswers?: readonly number[];
  /**
   * the error statuses it can answer; set for declared endpoints (their access and input add 400,
   * 401, 403 as they imply), unset for a hand-written operation (the document then lists the usual ones)
   */
  errors?: readonly number[];
  /** the answer when it is not JSON (`text/event-stream`, a file) */
  produces?: string;
  description?: string;
}

type Options = Omit<ApiOperation, 'method' | 'path' | 'summary' | 'tag' | 'access'>;

/** An operation of a tag's list: `route('get', '/api/x', 'What it does', 'member', { response })`. */
export function routesOf(tag: string) {
  return (method: HttpMethod, path: string, summary: string, access: Access, options: Options = {}): ApiOperation => ({
    method,
    path,
    tag,
    summary,
    access,
    ...options,
  });
}
