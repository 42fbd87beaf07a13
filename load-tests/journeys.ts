import { randomBytes } from 'node:crypto';
import autocannon, { type Request } from 'autocannon';
import type { Journey, JourneyStep } from './scenarios.ts';

/**
 * The signed-in journeys of scenarios.json for the local runner: accounts registered through the API as
 * the web app does it (the csrf_token cookie echoed in X-CSRF-Token), then each account on its own
 * autocannon connection going through a journey's steps, paced to the journey's iterationsPerMinute so
 * that the per-member limits of the API are not what is measured. The k6 scripts (k6/lib/journeys.js)
 * do the same against a deployment.
 */
const CSRF_COOKIE = 'csrf_token';
const CSRF_HEADER = 'X-CSRF-Token';

/** A cookie jar of one client: what Set-Cookie gave it, sent back on every request. */
export class Session {
  readonly #cookies = new Map<string, string>();

  remember(setCookie: string | string[] | undefined): void {
    for (const cookie of ([] as string[]).concat(setCookie ?? [])) {
      const [pair, ...attributes] = cookie.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some(
        (attribute) =>
          /^\s*max-age=0\s*$/i.test(attribute) || (/^\s*expires=/i.test(attribute) && Date.parse(attribute.split('=')[1]) < Date.now()),
      );
      if (expired || value === '') this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }

  get cookieHeader(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  get csrfToken(): string {
    return this.#cookies.get(CSRF_COOKIE) ?? '';
  }

  headers(withBody: boolean): Record<string, string> {
    return { cookie: this.cookieHeader, [CSRF_HEADER]: this.csrfToken, ...(withBody ? { 'content-type': 'application/json' } : {}) };
  }
}

export interface Account {
  email: string;
  password: string;
  id: string;
  session: Session;
  /** what journeys' placeholders read: conversationId, and what steps saved */
  values: Record<string, string>;
}

async function call(
  origin: string,
  session: Session,
  method: string,
  path: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(new URL(path, origin), {
    method,
    headers: { ...session.headers(body !== undefined), ...extraHeaders },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  session.remember(response.headers.getSetCookie());
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    json = { text };
  }
  return { status: response.status, json };
}

/**
 * Registers `count` accounts (signed in by their registration); with `conversations`, each starts a
 * direct conversation with the next one (one of the free plan's three contacts a month).
 * Registrations are limited per client address (10 an hour): each comes as from its own address of
 * the benchmarking range 198.18.0.0/15 in X-Forwarded-For, which DealAcre believes from loopback
 * (TRUST_PROXY's default), as it would from a proxy in front of it.
 */
export async function registerAccounts(origin: string, count: number, conversations: boolean): Promise<Account[]> {
  const run = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  const password = `load-test-acres-${run}`;
  const accounts: Account[] = [];
  for (let n = 0; n < Math.max(count, conversations ? 2 : 1); n++) {
    const session = new Session();
    const from = { 'x-forwarded-for': `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}` };
    await call(origin, session, 'GET', '/api/auth/me', undefined, from);
    const email = `loadtest-${run}-${n}@example.com`;
    const registered = await call(
      origin,
      session,
      'POST',
      '/api/auth/register',
      { email, password, firstName: 'Load', lastName: 'Test' },
      from,
    );
    if (registered.status !== 201) {
      const hint =
        registered.status === 429
          ? ': registrations are limited per client address; keep TRUST_PROXY trusting loopback (its default) for this runner'
          : '';
      throw new Error(`could not register ${email}: ${registered.status} ${JSON.stringify(registered.json)}${hint}`);
    }
    accounts.push({ email, password, id: String(registered.json.id), session, values: {} });
  }
  if (conversations) {
    for (const [n, account] of accounts.entries()) {
      const partner = accounts[(n + 1) % accounts.length];
      const started = await call(origin, account.session, 'POST', '/api/conversations', {
        memberId: partner.id,
        message: 'Hello from the load test.',
        clientId: clientId(),
      });
      if (started.status !== 200 && started.status !== 201)
        throw new Error(`could not start a conversation: ${started.status} ${JSON.stringify(started.json)}`);
      account.values.conversationId = String((started.json.conversation as { id: string }).id);
    }
  }
  return accounts;
}

export interface JourneyRun {
  /** every response time, ms */
  latencies: number[];
  non2xx: number;
  errors: number;
  /** the first few answers that were not 2xx, e.g. `POST /api/saved-searches: 422 {...}` */
  failures: string[];
}

/** Each account on one connection, going through the journey's steps for `durationSeconds`. */
export async function runJourney(origin: string, journey: Journey, accounts: Account[], durationSeconds: number): Promise<JourneyRun> {
  // autocannon paces per whole second: at most this many requests a second per connection
  const connectionRate = Math.max(1, Math.floor((journey.steps.length * journey.iterationsPerMinute) / 60));
  // a journey before (sign-in) may have stopped between signing out and in again
  for (const account of accounts) {
    if ((await call(origin, account.session, 'GET', '/api/auth/me')).status === 200) continue;
    const signedIn = await call(origin, account.session, 'POST', '/api/auth/login', { email: account.email, password: account.password });
    if (signedIn.status !== 200) throw new Error(`could not sign ${account.email} in: ${signedIn.status} ${JSON.stringify(signedIn.json)}`);
  }
  const latencies: number[] = [];
  const failures: string[] = [];
  const runs = await Promise.all(
    accounts.map(async (account) => {
      const instance = autocannon({
        url: origin,
        connections: 1,
        connectionRate,
        duration: durationSeconds,
        requests: journey.steps.map((step) => journeyRequest(step, account, failures)),
      });
      instance.on('response', (_client, _statusCode, _bytes, responseTimeMs) => latencies.push(responseTimeMs));
      return instance;
    }),
  );
  return {
    latencies,
    non2xx: runs.reduce((sum, result) => sum + result.non2xx, 0),
    errors: runs.reduce((sum, result) => sum + result.errors, 0),
    failures,
  };
}

function journeyRequest(step: JourneyStep, account: Account, failures: string[]): Request {
  return {
    method: step.method,
    setupRequest: (request) => {
      const body = step.body === undefined ? undefined : JSON.stringify(fillBody(step.body, account));
      return { ...request, path: fill(step.path, account.values), headers: account.session.headers(body !== undefined), body };
    },
    onResponse: (status, body, _context, headers) => {
      const setCookie = Object.entries(headers).find(([name]) => name.toLowerCase() === 'set-cookie')?.[1];
      account.session.remember(setCookie);
      if ((status < 200 || status >= 300) && failures.length < 3)
        failures.push(`${step.method} ${step.path}: ${status} ${body.slice(0, 200)}`);
      if (status >= 200 && status < 300 && step.save) {
        const json = JSON.parse(body) as Record<string, unknown>;
        for (const [name, field] of Object.entries(step.save)) account.values[name] = String(json[field]);
      }
    },
  };
}

/** fills `{name}` placeholders of a path from the account's values */
export function fill(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (whole, name: string) => (values[name] === undefined ? whole : encodeURIComponent(values[name])));
}

function fillBody(body: unknown, account: Account): unknown {
  return JSON.parse(JSON.stringify(body), (_key, value: unknown) => {
    if (typeof value !== 'string') return value;
    if (value === '{clientId}') return clientId();
    return value.replaceAll('{email}', account.email).replaceAll('{password}', account.password);
  });
}

/** what the web app makes once per message it sends: 8 to 64 letters, digits, - or _ */
function clientId(): string {
  return `load-${randomBytes(9).toString('base64url')}`;
}
