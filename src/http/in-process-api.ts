import http, { type RequestListener } from 'node:http';
import { duplexPair } from 'node:stream';
import type { Request } from 'express';

/** What a page's API request carries from the visitor's page request: who they are, and what they read. */
const VISITOR_HEADERS = [
  'cookie',
  'user-agent',
  'accept-language',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'host',
] as const;

export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

/**
 * Answers the API requests of a page rendered on the server with the host's own HTTP app, in
 * process: each request goes over an in-memory socket pair (no port), as the visitor: with their
 * cookies and forwarding headers, from their socket address. So the page sees exactly what the
 * visitor's browser would, and each request meets the same authentication, authorization and rate
 * limits as any other.
 */
export function inProcessApi(app: RequestListener): (visitor: Request) => ApiTransport {
  const server = http.createServer(app);
  return (visitor) => (path, init) => {
    if (!path.startsWith('/api/')) return Promise.reject(new Error(`Pages may only ask the API, not ${path}`));
    const headers: Record<string, string> = {};
    for (const name of VISITOR_HEADERS) {
      const value = visitor.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const [serverSide, clientSide] = duplexPair();
    Object.defineProperty(serverSide, 'remoteAddress', { value: visitor.socket.remoteAddress });
    server.emit('connection', serverSide);
    return new Promise<Response>((resolve, reject) => {
      const request = http.request(
        { path, method: init.method ?? 'GET', headers, createConnection: () => clientSide, signal: init.signal ?? undefined },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('error', reject);
          answer.on('end', () => {
            const responseHeaders = new Headers();
            for (const [name, value] of Object.entries(answer.headers)) {
              if (value === undefined) continue;
              for (const each of Array.isArray(value) ? value : [value]) responseHeaders.append(name, each);
            }
            const status = answer.statusCode ?? 500;
            const body = status === 204 || status === 304 ? null : Buffer.concat(chunks);
            resolve(new Response(body, { status, statusText: answer.statusMessage, headers: responseHeaders }));
          });
        },
      );
      request.on('error', reject);
      if (typeof init.body === 'string') request.write(init.body);
      request.end();
    });
  };
}
