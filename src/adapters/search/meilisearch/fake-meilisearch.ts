import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the fake Meilisearch received it. */
export interface RecordedRequest {
  method: string;
  /** path and query string, e.g. `/indexes/properties/documents?primaryKey=id` */
  url: string;
  body: unknown;
  authorization: string | undefined;
}

interface FailedTask {
  code: string;
  message: string;
}

interface SearchError {
  status: number;
  code: string;
  message: string;
}

/**
 * A stand-in Meilisearch on 127.0.0.1 for unit tests: records every request, answers asynchronous
 * operations with an enqueued task that has already succeeded (unless told to fail it), and returns
 * the canned search response and document count. A multi-search gets `multiSearchResults` when set,
 * else the canned search response once per query (with the query's `indexUid`).
 */
export class FakeMeilisearch {
  readonly requests: RecordedRequest[] = [];
  searchResponse: Record<string, unknown> = {
    hits: [],
    totalHits: 0,
    page: 1,
    hitsPerPage: 20,
    totalPages: 0,
    processingTimeMs: 0,
    query: '',
  };
  multiSearchResults: Array<Record<string, unknown>> | undefined;
  numberOfDocuments = 0;
  private searchError: SearchError | undefined;
  private readonly failures = new Map<string, FailedTask>();
  private readonly tasks = new Map<number, { type: string; failure?: FailedTask }>();
  private readonly server = createServer((request, response) => void this.handle(request, response));

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve, reject) => this.server.close((error) => (error ? reject(error) : resolve())));
  }

  /** Makes the next tasks of `type` (e.g. `indexCreation`) fail with this error. */
  failTasks(type: string, failure: FailedTask): void {
    this.failures.set(type, failure);
  }

  /** Makes every search and multi-search answer with this error, as Meilisearch does for an invalid query. */
  failSearches(error: SearchError): void {
    this.searchError = error;
  }

  /** The recorded requests other than task polling, as `METHOD url`. */
  calls(): string[] {
    return this.requests.filter((r) => !r.url.startsWith('/tasks/')).map((r) => `${r.method} ${r.url}`);
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    const method = request.method ?? 'GET';
    const url = request.url ?? '/';
    this.requests.push({ method, url, body: raw === '' ? undefined : JSON.parse(raw), authorization: request.headers.authorization });
    const path = url.split('?')[0];
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };

    if (method === 'GET' && path === '/health') return reply(200, { status: 'available' });
    if (method === 'GET' && path.startsWith('/tasks/')) return reply(200, this.taskView(Number(path.slice('/tasks/'.length))));
    if (method === 'GET' && path.endsWith('/stats'))
      return reply(200, { numberOfDocuments: this.numberOfDocuments, isIndexing: false, fieldDistribution: {} });
    if (method === 'POST' && (path.endsWith('/search') || path === '/multi-search') && this.searchError) {
      const { status, code, message } = this.searchError;
      return reply(status, { message, code, type: 'invalid_request', link: `https://docs.meilisearch.com/errors#${code}` });
    }
    if (method === 'POST' && path === '/multi-search') {
      const queries = (this.requests.at(-1)?.body as { queries: Array<{ indexUid: string }> }).queries;
      return reply(200, { results: this.multiSearchResults ?? queries.map(({ indexUid }) => ({ indexUid, ...this.searchResponse })) });
    }
    if (method === 'POST' && path.endsWith('/search')) return reply(200, this.searchResponse);
    const type = taskType(method, path);
    if (type === undefined) return reply(404, { code: 'not_found', message: `${method} ${path}`, type: 'invalid_request', link: '' });
    const uid = this.tasks.size + 1;
    this.tasks.set(uid, { type, failure: this.failures.get(type) });
    return reply(202, { taskUid: uid, indexUid: null, status: 'enqueued', type, enqueuedAt: new Date().toISOString() });
  }

  private taskView(uid: number): Record<string, unknown> {
    const task = this.tasks.get(uid);
    if (task === undefined) throw new Error(`unknown task ${uid}`);
    const error = task.failure ? { ...task.failure, type: 'invalid_request', link: '' } : null;
    return {
      uid,
      batchUid: uid,
      indexUid: null,
      status: task.failure ? 'failed' : 'succeeded',
      type: task.type,
      error,
      enqueuedAt: '',
      startedAt: '',
      finishedAt: '',
      duration: '',
      canceledBy: null,
    };
  }
}

function taskType(method: string, path: string): string | undefined {
  if (method === 'POST' && path === '/indexes') return 'indexCreation';
  if (method === 'POST' && path === '/swap-indexes') return 'indexSwap';
  if (method === 'DELETE' && /^\/indexes\/[^/]+$/.test(path)) return 'indexDeletion';
  if (method === 'PATCH' && path.endsWith('/settings')) return 'settingsUpdate';
  if (method === 'POST' && path.endsWith('/documents')) return 'documentAdditionOrUpdate';
  if (method === 'POST' && path.endsWith('/documents/delete-batch')) return 'documentDeletion';
  return undefined;
}
