import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterEach, expect, inject, it } from 'vitest';
import { given } from './testing/members.ts';
import { describeHost, testMode, useTestHost } from './testing/test-host.ts';

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/** `node src/main.ts` on the test database with two workers; resolves once both listen, with their process ids */
async function startWorkers(databaseUrl: string, port: number): Promise<{ child: ChildProcess; pids: Set<number> }> {
  const child = spawn(process.execPath, ['src/main.ts'], {
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: databaseUrl,
      REDIS_URL: inject('services').redisUrl,
      REDIS_KEY_PREFIX: `test:workers:${randomBytes(4).toString('hex')}:`,
      WORKERS: '2',
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      RATE_LIMIT_EXEMPT: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATA_DIR: 'memory://',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pids = new Set<number>();
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      for (const match of output.matchAll(/"pid":(\d+)[^\n]*"msg":"DealAcre is listening/g)) pids.add(Number(match[1]));
      if (pids.size === 2) resolve();
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the workers exited (${code}):\n${output}`)));
  });
  return { child, pids };
}

const started: ChildProcess[] = [];
afterEach(async () => {
  for (const child of started.splice(0)) {
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  }
});

describeHost('one worker per core on Postgres + Redis', () => {
  const test = useTestHost();
  const make = given(test);

  it.runIf(testMode === 'services')('serves the same search from every worker after writes on another host', async () => {
    const port = await freePort();
    const { child, pids } = await startWorkers(test.config.DATABASE_URL!, port);
    started.push(child);
    expect(pids.size).toBe(2);
    const base = `http://127.0.0.1:${port}`;
    const listedIds = async () =>
      ((await (await fetch(`${base}/api/properties?limit=100`)).json()) as Array<{ id: string }>).map((card) => card.id).sort();

    const seller = await make.seller();
    const ids = await make.listings(seller, 3);
    // connections go to the workers in turn: a run of answers that all agree comes from both
    const agreeing = async () => Promise.all(Array.from({ length: 6 }, () => listedIds()));
    await expect.poll(agreeing, { timeout: 30_000, interval: 250 }).toEqual(Array.from({ length: 6 }, () => [...ids].sort()));

    // a write on a worker (the session lives in Postgres) reaches the other worker and the first host
    const csrf = (await fetch(`${base}/api/auth/me`, { headers: { cookie: seller.cookie } })).headers
      .getSetCookie()
      .map((cookie) => /^csrf_token=([^;]+)/.exec(cookie)?.[1])
      .find(Boolean)!;
    const deleted = await fetch(`${base}/api/properties/${ids[0]}`, {
      method: 'DELETE',
      headers: { cookie: `${seller.cookie}; csrf_token=${csrf}`, 'x-csrf-token': csrf },
    });
    expect(deleted.status).toBe(200);
    const left = ids.slice(1).sort();
    await expect.poll(agreeing, { timeout: 30_000, interval: 250 }).toEqual(Array.from({ length: 6 }, () => left));
    // the first host applies it once the worker that delivered it has committed: it cannot wait for another process
    const onHost = async () =>
      ((await test.http().get('/api/properties?limit=100').expect(200)).body as Array<{ id: string }>).map((card) => card.id).sort();
    await expect.poll(onHost, { timeout: 30_000, interval: 250 }).toEqual(left);
  });
});
