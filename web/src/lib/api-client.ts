/**
 * The one way the SPA talks to the API (spec sections 7 and 8):
 * - every call sends cookies;
 * - a JSON Content-Type is sent only when there is a body (a FormData body goes as multipart, its
 *   Content-Type and boundary set by the browser);
 * - mutations carry the `X-CSRF-Token` header when a `csrf_token` cookie exists;
 * - any non-OK answer throws an ApiError whose message is "<status>: <response text or status text>".
 */

import { CSRF_COOKIE, CSRF_HEADER } from '@contracts/shared/kernel/csrf.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** serialised as JSON, or sent as multipart when a FormData; omit for no body */
  body?: unknown;
  /** added to the path as a query string; undefined and empty values are left out */
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
}

/** How a request reaches the API: its path and fetch options in, the answer out. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(path, init);

/**
 * The browser sends requests with its fetch. The server rendering a page replaces it once with
 * one that hands each request to the host in process, as the visitor (entry-server.tsx).
 */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

export class ApiError extends Error {
  readonly status: number;
  /** the answer's JSON body when it had one (e.g. `{ message, code, upgradeRequired }`), else null */
  readonly body: unknown;

  constructor(status: number, text: string, body: unknown) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
}

export function withQuery(path: string, query: ApiRequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Sends a request; resolves with the parsed JSON answer (null when the answer is empty). */
export async function apiRequest(path: string, options: ApiRequestOptions = {}): Promise<unknown> {
  const method = options.method ?? 'GET';
  const headers = new Headers({ Accept: 'application/json' });
  const hasBody = options.body !== undefined;
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (hasBody && !isForm) headers.set('Content-Type', 'application/json');
  if (method !== 'GET') {
    const csrf = readCookie(CSRF_COOKIE);
    if (csrf) headers.set(CSRF_HEADER, csrf);
  }

  const response = await transport(withQuery(path, options.query), {
    method,
    headers,
    body: isForm ? (options.body as FormData) : hasBody ? JSON.stringify(options.body) : undefined,
    credentials: 'include',
    signal: options.signal,
  });

  const text = await response.text();
  if (!response.ok) {
    throw new ApiError(response.status, text || response.statusText, parseJson(text));
  }
  return text ? parseJson(text) : null;
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
