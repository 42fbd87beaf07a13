// The slice of autocannon's API that run-autocannon.ts uses; the package ships no types.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before each request; returns the request to send. */
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
    /** Called with each response to this request (its body as text, its headers by name, repeated ones as arrays). */
    onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, string | string[]>) => void;
  }

  export interface Options {
    url: string;
    connections?: number;
    /** seconds */
    duration?: number;
    /** seconds to wait for each response */
    timeout?: number;
    /** at most this many requests a second from each connection */
    connectionRate?: number;
    /** at most this many requests a second over all connections */
    overallRate?: number;
    requests?: Request[];
  }

  export interface Result {
    /** seconds */
    duration: number;
    /** connection errors, timeouts included */
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }

  export interface Instance extends EventEmitter, PromiseLike<Result> {
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void): this;
    stop(): void;
  }

  export default function autocannon(options: Options): Instance;
}
