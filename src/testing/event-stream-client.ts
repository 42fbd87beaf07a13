import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';

export interface ReceivedEvent {
  id: string | null;
  type: string;
  data: Record<string, unknown>;
}

/** Serves the app on a free port, as a browser's EventSource needs a real connection. */
export async function listen(app: Express): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Reads a Server-Sent Events answer as the browser's EventSource would: `id`, `event` and `data`
 * fields, events separated by a blank line, comments ignored.
 */
export async function openEventStream(url: string, cookie: string, lastEventId?: string) {
  const controller = new AbortController();
  const response = await fetch(`${url}/api/events`, {
    headers: { Cookie: cookie, Accept: 'text/event-stream', ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}) },
    signal: controller.signal,
  });
  const events: ReceivedEvent[] = [];
  const waiters: Array<() => void> = [];
  let ended = false;
  let buffer = '';

  const pump = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let boundary: number;
        while ((boundary = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, boundary);
          buffer = buffer.slice(boundary + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((line) => line && !line.startsWith(':'))
              .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trimStart()]),
          );
          if (fields.data === undefined) continue;
          events.push({ id: fields.id ?? null, type: fields.event ?? 'message', data: JSON.parse(fields.data) as Record<string, unknown> });
          waiters.splice(0).forEach((wake) => wake());
        }
      }
    } catch {
      // aborted by close()
    } finally {
      ended = true;
      waiters.splice(0).forEach((wake) => wake());
    }
  })();

  async function until<T>(check: () => T | undefined, what: string, timeoutMs = 5000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = check();
      if (found !== undefined) return found;
      if (Date.now() > deadline)
        throw new Error(`timed out waiting for ${what}; received ${JSON.stringify(events.map((event) => event.type))}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  return {
    status: response.status,
    headers: response.headers,
    events,
    /** the first event of `type` (after `index`) that satisfies `match` */
    next: (type: string, match: (event: ReceivedEvent) => boolean = () => true, after = 0) =>
      until(() => events.slice(after).find((event) => event.type === type && match(event)), `a "${type}" event`),
    /** resolves once the server has ended the stream */
    ended: () => until(() => (ended ? true : undefined), 'the end of the stream'),
    lastId: () => events.findLast((event) => event.id !== null)?.id ?? undefined,
    async close() {
      controller.abort();
      await pump;
    },
  };
}
