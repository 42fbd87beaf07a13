import pg from 'pg';
import supertest from 'supertest';
import { expect, it } from 'vitest';
import type { Host } from './host.ts';
import { browser } from './testing/browser.ts';
import { given, JV_POST_SEEKING_CAPITAL, PUBLIC_PROFILE, testListing, type User } from './testing/members.ts';
import { describeHost, testMode, useTestHost } from './testing/test-host.ts';
import type { EmbeddedSearchIndex } from './adapters/search/embedded/embedded-search-index.ts';

let reader = 0;
/** a visitor's search on `host`, each from an address of its own (the polls below ask often) */
const listed = async (host: Host) =>
  (
    (
      await supertest(host.app)
        .get('/api/properties?limit=100')
        .set('X-Forwarded-For', `203.0.113.${(reader++ % 250) + 1}`)
        .expect(200)
    ).body as Array<{ id: string; price: number }>
  )
    .map((card) => `${card.id}:${card.price}`)
    .sort();

/**
 * Waits until every host answers `expected`. A host's `projections.settled()` cannot wait for a delivery another host
 * has claimed and not committed yet; the other hosts apply its search writes once it has, within a second.
 */
const agree = (hosts: Host[], expected: string[]) =>
  expect.poll(() => Promise.all(hosts.map(listed)), { timeout: 15_000, interval: 250 }).toEqual(hosts.map(() => [...expected].sort()));

/** the same member, signed in on another host (sessions live in Postgres) */
async function signedInOn(host: Host, member: User) {
  const other = browser(host);
  other.agent.set('X-Forwarded-For', '198.51.100.7');
  await other.get('/api/auth/me');
  expect((await other.send('post', '/api/auth/login', { email: member.email, password: 'acres-and-acres-9' })).status).toBe(200);
  return other;
}

// Only on Postgres: PGlite serves one process, whose index is the only one (decision 0077).
describeHost('several hosts, each with its own embedded search index, on one Postgres', () => {
  const test = useTestHost();
  const make = given(test);

  it.runIf(testMode === 'services')('answers the same search, directory and board on every host after writes on any of them', async () => {
    const other = await test.createHost();
    await other.start();
    const seller = await make.seller();
    const ids = await make.listings(seller, 3);
    await agree(
      [test.host, other],
      ids.map((id) => `${id}:50000`),
    );

    // a write through the other host reaches the first one, without being told to look
    const onOther = await signedInOn(other, seller);
    const { version } = (await onOther.get(`/api/properties/${ids[0]}`)).body as { version: number };
    const repriced = await onOther.send('put', `/api/properties/${ids[0]}`, { listing: { ...testListing(1), price: 42_000 }, version });
    expect(repriced.status, JSON.stringify(repriced.body)).toBe(200);
    expect((await onOther.send('delete', `/api/properties/${ids[1]}`)).status).toBe(200);
    await agree([test.host, other], [`${ids[0]}:42000`, `${ids[2]}:50000`]);

    // the member directory and the JV board, written on the first host, read on the other
    expect((await seller.user.send('put', '/api/me/profile', PUBLIC_PROFILE)).status).toBe(200);
    expect((await seller.user.send('post', '/api/jv/posts', JV_POST_SEEKING_CAPITAL)).status).toBe(201);
    const directory = async () =>
      ((await supertest(other.app).get('/api/members').expect(200)).body as { members: Array<{ id: string }> }).members.map(
        (card) => card.id,
      );
    await expect.poll(directory, { timeout: 15_000, interval: 250 }).toContain(seller.id);
    const board = async () =>
      ((await onOther.get('/api/jv/posts?state=TX')).body as { posts: Array<{ title: string }> }).posts.map((post) => post.title);
    await expect.poll(board, { timeout: 15_000, interval: 250 }).toEqual([JV_POST_SEEKING_CAPITAL.title]);

    // a host started after all that builds its index from the database and then follows the others
    const late = await test.createHost();
    await late.start();
    expect(await listed(late)).toEqual([`${ids[0]}:42000`, `${ids[2]}:50000`].sort());
    const [added] = await make.listings(seller, 1);
    await agree([test.host, other, late], [`${ids[0]}:42000`, `${ids[2]}:50000`, `${added}:50000`]);
  });

  it.runIf(testMode === 'services')('applies a change numbered before one already applied when its transaction commits later', async () => {
    const other = await test.createHost();
    await other.start();
    const index = other.readSide.search as EmbeddedSearchIndex;
    await index.ensureIndex('replica_probe', { searchable: ['title'], filterable: ['id'], sortable: [], facets: [] });
    const early = new pg.Client({ connectionString: test.config.DATABASE_URL });
    const late = new pg.Client({ connectionString: test.config.DATABASE_URL });
    await Promise.all([early.connect(), late.connect()]);
    const change = (client: pg.Client, id: string) =>
      client.query(
        `insert into platform.search_changes (origin, index, upserted) values (gen_random_uuid(), 'replica_probe', $1::jsonb) returning seq`,
        [JSON.stringify([{ id, title: `probe ${id}` }])],
      );
    try {
      await early.query('begin');
      const first = await change(early, 'first');
      const second = await change(late, 'second');
      expect(Number(second.rows[0].seq)).toBeGreaterThan(Number(first.rows[0].seq));
      await other.projections.settled();
      const titles = async () => (await index.search<{ id: string }>('replica_probe', { limit: 10 })).hits.map((hit) => hit.id).sort();
      expect(await titles()).toEqual(['second']);
      await early.query('commit');
      await other.projections.settled();
      expect(await titles()).toEqual(['first', 'second']);
    } finally {
      await Promise.all([early.end(), late.end()]);
    }
  });
});
