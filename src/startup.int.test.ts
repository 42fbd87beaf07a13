import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import { expect, it } from 'vitest';
import { describeHost, testMode, useTestHost } from './testing/test-host.ts';
import { CreateListing } from '../modules/listings/application/commands/create-listing/create-listing.command.ts';

const run = promisify(execFile);

/**
 * `node src/main.ts` with this environment; resolves with what it printed once it exits. No time
 * budget of its own: the outcome is awaited however busy the machine is (the test's timeout only
 * catches a hang).
 */
async function start(environment: Record<string, string>): Promise<{ code: number; stderr: string }> {
  try {
    await run(process.execPath, ['src/main.ts'], { env: { PATH: process.env.PATH, LOG_LEVEL: 'silent', ...environment } });
    return { code: 0, stderr: '' };
  } catch (error) {
    const { code, stderr } = error as { code: number; stderr: string };
    return { code, stderr };
  }
}

describeHost('starting the host', () => {
  const test = useTestHost({ startDispatcher: false });

  it('reports ready only once the events already in the outbox have reached the read models', async () => {
    await test.host.commands.execute(CreateListing, {
      listing: { title: 'Seeded before start', category: 'land', city: 'Austin', state: 'TX', acres: 5, price: 50_000 },
      publish: true,
      ownerId: '0190a1b2-0000-7000-8000-0000000000aa',
    });
    expect((await test.http().get('/readyz').expect(503)).body).toEqual({ status: 'starting' });
    await test.host.start();
    await test.http().get('/readyz').expect(200);
    const found = await test.http().get('/api/properties/search').expect(200);
    expect(found.body.total).toBe(1);
  });

  it('stops in one line naming DATABASE_URL when Postgres does not answer, and REDIS_URL when Redis does not', async () => {
    const postgres = await start({ DATABASE_URL: 'postgres://dealacre:secret-password@127.0.0.1:1/dealacre', PORT: '0' });
    expect(postgres.code).toBe(1);
    expect(postgres.stderr.trim().split('\n')).toHaveLength(1);
    expect(postgres.stderr).toMatch(
      /^Postgres at 127\.0\.0\.1:1 \(DATABASE_URL\) cannot be reached \(ECONNREFUSED\): start Postgres, or correct DATABASE_URL\./,
    );
    expect(postgres.stderr).not.toContain('secret-password');

    const redis = await start({ DATA_DIR: 'memory://', REDIS_URL: 'redis://127.0.0.1:1', PORT: '0' });
    expect(redis.code).toBe(1);
    expect(redis.stderr.trim().split('\n')).toHaveLength(1);
    expect(redis.stderr).toMatch(/^Redis at 127\.0\.0\.1:1 \(REDIS_URL\) cannot be reached \(ECONNREFUSED\)/);
  });

  it.runIf(testMode === 'services')('never creates the database DATABASE_URL names, and says so', async () => {
    const url = new URL(test.config.DATABASE_URL!);
    url.pathname = '/dealacre_mistyped_name';
    const outcome = await start({ DATABASE_URL: url.toString(), PORT: '0' });
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain('The database "dealacre_mistyped_name" named in DATABASE_URL does not exist');
    const admin = new pg.Client({ connectionString: test.config.DATABASE_URL });
    await admin.connect();
    const { rows } = await admin.query("select 1 from pg_database where datname = 'dealacre_mistyped_name'");
    await admin.end();
    expect(rows).toHaveLength(0);
  });
});
