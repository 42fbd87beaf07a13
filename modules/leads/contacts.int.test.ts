import { expect, it } from 'vitest';
import { given, type User } from '../../src/testing/members.ts';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describeHost, testMode, useTestHost } from '../../src/testing/test-host.ts';
import type { Contact, ContactImport, ContactList, ImportPreview } from './contracts/contacts.ts';
import { IMPORT_CHUNK_ROWS } from './application/contact-imports.ts';
import { ContactImportChunkDue } from './contracts/events.ts';

const BOM = '\uFEFF';

/** the buyers list a seller exports from elsewhere: BOM, semicolons, a quoted field with a comma, CRLF, columns in their own order */
const FILE = [
  'E-mail;Phone;Company;Full Name;Tags;State',
  'ana@example.com;(512) 555-0101;"Ranch Capital, LLC";Ana Ruiz;cash buyers;TX',
  'not-an-email;512 555 0102;Nowhere;Bad Row;;TX',
  'ANA@Example.com ;;Copy Co;Ana Again;;TX',
  'bo@example.com;512-555-0103;;Bo Diaz;land, flippers;tx',
].join('\r\n');

describeHost('leads: the buyers list and its CSV imports', () => {
  const test = useTestHost();
  const make = given(test);

  const upload = async (seller: User, text: string, name = 'buyers.csv', bom = true) => {
    const response = await seller.user.uploadFiles('/api/contacts/imports', 'file', [{ data: Buffer.from(bom ? BOM + text : text), name }]);
    return response;
  };
  const uploaded = async (seller: User, text: string) => {
    const response = await upload(seller, text);
    expect(response.status).toBe(201);
    return response.body as ContactImport;
  };
  /** starts the import with its guessed mapping and waits for the background run */
  const runImport = async (seller: User, id: string, body: Record<string, unknown> = {}) => {
    const current = (await seller.user.get(`/api/contacts/imports/${id}`)).body as ContactImport;
    const started = await seller.user.send('post', `/api/contacts/imports/${id}/start`, { mapping: current.mapping, ...body });
    expect(started.status).toBe(202);
    await test.host.projections.settled();
    const done = await seller.user.get(`/api/contacts/imports/${id}`);
    expect(done.status).toBe(200);
    return done.body as ContactImport;
  };
  const list = async (seller: User, query = '') => {
    const response = await seller.user.get(`/api/contacts${query}`);
    expect(response.status).toBe(200);
    return response.body as ContactList;
  };
  const stored = (sellerId: string) =>
    test.database.orm.em
      .fork()
      .execute<
        Array<{ email: string | null; phone: string | null; name: string | null; company: string | null; import_id: string | null }>
      >('select email, phone, name, company, import_id from leads.contacts where seller_id = ? order by import_line, email', [sellerId]);

  it('reads a file with a BOM, semicolons, quoted commas and CRLF; guesses the mapping; reports every row not stored; stores what it says', async () => {
    const seller = await make.sellerOn('pro');
    const file = await uploaded(seller, FILE);
    expect(file).toMatchObject({
      status: 'uploaded',
      delimiter: ';',
      header: ['E-mail', 'Phone', 'Company', 'Full Name', 'Tags', 'State'],
      mapping: { email: 'E-mail', phone: 'Phone', company: 'Company', name: 'Full Name', tags: 'Tags', states: 'State' },
      rows: 4,
    });
    expect(file.sample[0]).toEqual(['ana@example.com', '(512) 555-0101', 'Ranch Capital, LLC', 'Ana Ruiz', 'cash buyers', 'TX']);

    const preview = await seller.user.send('post', `/api/contacts/imports/${file.id}/preview`, { mapping: file.mapping });
    expect(preview.status).toBe(200);
    const report = preview.body as ImportPreview;
    expect(report.counts).toEqual({ rows: 4, created: 2, invalid: 1, duplicates: 1, overLimit: 0 });
    expect(report.issues).toEqual([
      { line: 3, kind: 'invalid', message: 'Email "not-an-email" is not a valid address' },
      { line: 4, kind: 'duplicate', message: 'Duplicate of line 2: same email ana@example.com' },
    ]);
    expect(report.contacts.map((row) => [row.line, row.email, row.phone, row.company])).toEqual([
      [2, 'ana@example.com', '+15125550101', 'Ranch Capital, LLC'],
      [5, 'bo@example.com', '+15125550103', null],
    ]);

    const done = await runImport(seller, file.id);
    expect(done.status).toBe('done');
    expect(done.processed).toBe(4);
    expect(done.counts).toEqual(report.counts);
    expect(done.issues).toEqual(report.issues);
    const rows = await stored(seller.id);
    // parity: what the report says was created is what is stored, and nothing else
    expect(rows).toHaveLength(done.counts.created);
    expect(rows.map((row) => [row.email, row.phone, row.name, row.company])).toEqual([
      ['ana@example.com', '+15125550101', 'Ana Ruiz', 'Ranch Capital, LLC'],
      ['bo@example.com', '+15125550103', 'Bo Diaz', null],
    ]);
    const page = await list(seller);
    expect(page.total).toBe(2);
    expect(page.tags).toEqual(['cash buyers', 'flippers', 'land']);
    expect(page.rows.find((contact) => contact.email === 'bo@example.com')).toMatchObject({ states: ['TX'], tags: ['land', 'flippers'] });
  });

  it('collapses a duplicate of an existing contact, differing in case or in how the phone is written, and reports it', async () => {
    const seller = await make.sellerOn('pro');
    const added = await seller.user.send('post', '/api/contacts', { name: 'Ana Ruiz', email: ' Ana@Example.COM ', phone: '512.555.0199' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ email: 'ana@example.com', phone: '+15125550199', mailable: true, source: 'Added by hand' });

    const file = await uploaded(
      seller,
      ['email,phone,name', 'ANA@example.com,,Ana', 'new@example.com,+1 (512) 555-0199,Phone Twin', 'c@example.com,,C'].join('\n'),
    );
    const done = await runImport(seller, file.id);
    expect(done.counts).toEqual({ rows: 3, created: 1, invalid: 0, duplicates: 2, overLimit: 0 });
    expect(done.issues).toEqual([
      { line: 2, kind: 'duplicate', message: 'Already in your contacts: same email ana@example.com' },
      { line: 3, kind: 'duplicate', message: 'Already in your contacts: same phone +15125550199' },
    ]);
    expect((await stored(seller.id)).map((row) => row.email)).toEqual(['c@example.com', 'ana@example.com']);
    // by hand too
    const twin = await seller.user.send('post', '/api/contacts', { email: 'C@EXAMPLE.com' });
    expect(twin.status).toBe(409);
  });

  it('stores a large file in chunks, finds duplicates across chunks, and undoes exactly that import', async () => {
    const seller = await make.sellerOn('pro');
    const kept = await seller.user.send('post', '/api/contacts', { email: 'kept@example.com' });
    expect(kept.status).toBe(201);
    const rows = IMPORT_CHUNK_ROWS + 10;
    const lines = ['email,name'];
    for (let n = 1; n <= rows; n++) lines.push(`buyer${n}@example.com,Buyer ${n}`);
    lines.push('BUYER1@example.com,Late twin');
    const file = await uploaded(seller, lines.join('\n'));
    const done = await runImport(seller, file.id, { templateName: 'Email and name' });
    expect(done.counts).toEqual({ rows: rows + 1, created: rows, invalid: 0, duplicates: 1, overLimit: 0 });
    expect(done.issues).toEqual([{ line: rows + 2, kind: 'duplicate', message: 'Duplicate of line 2: same email buyer1@example.com' }]);
    expect((await list(seller)).total).toBe(rows + 1);

    // a chunk delivered again (the outbox delivers at least once) stores nothing twice
    await test.emit(ContactImportChunkDue.create(file.id, { sellerId: seller.id, from: 0 }));
    expect(((await seller.user.get(`/api/contacts/imports/${file.id}`)).body as ContactImport).counts).toEqual(done.counts);
    expect((await list(seller)).total).toBe(rows + 1);

    // the next file with these columns is mapped by the template
    const next = await uploaded(seller, 'name,email\nZed,zed@example.com');
    expect(next).toMatchObject({ template: 'Email and name', mapping: { email: 'email', name: 'name' } });

    // each part of the file goes as it is stored; an upload never imported keeps its one part, and goes a week on
    const em = test.database.orm.em.fork();
    const partsOf = (id: string) =>
      em.execute<Array<{ first_record: number; first_line: number; content: string }>>(
        'select first_record, first_line, content from leads.contact_import_parts where import_id = ? order by first_record',
        [id],
      );
    expect(await partsOf(file.id)).toEqual([]);
    expect(await partsOf(next.id)).toEqual([{ first_record: 0, first_line: 2, content: 'Zed,zed@example.com' }]);
    await test.host.runJobs();
    expect((await seller.user.get(`/api/contacts/imports/${next.id}`)).status).toBe(200);
    await em.execute(`update leads.contact_imports set created_at = created_at - interval '8 days' where id = ?`, [next.id]);
    await test.host.runJobs();
    expect((await seller.user.get(`/api/contacts/imports/${next.id}`)).status).toBe(404);
    expect(await partsOf(next.id)).toEqual([]);

    const undone = await seller.user.send('post', `/api/contacts/imports/${file.id}/undo`);
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ status: 'undone' });
    expect((await stored(seller.id)).map((row) => row.email)).toEqual(['kept@example.com']);
    expect((await seller.user.send('post', `/api/contacts/imports/${file.id}/undo`)).status).toBe(409);
  });

  it('finishes an import after its host stops in the middle, and after a host dies mid-chunk: every row stored once, none lost', async () => {
    const seller = await make.sellerOn('pro');
    const rows = IMPORT_CHUNK_ROWS + 10;
    const lines = ['email,name'];
    for (let n = 1; n <= rows; n++) lines.push(`buyer${n}@example.com,Buyer ${n}`);
    lines.push('BUYER1@example.com,Late twin');
    const file = await uploaded(seller, lines.join('\n'));
    await test.host.projections.settled();
    const em = test.database.orm.em.fork();
    const state = async () => {
      const [row] = await em.execute<Array<{ contacts: number; emails: number; lines: number; parts: number }>>(
        `select (select count(*)::int from leads.contacts where seller_id = ?) as contacts,
          (select count(distinct email)::int from leads.contacts where seller_id = ?) as emails,
          (select count(distinct import_line)::int from leads.contacts where import_id = ?) as lines,
          (select count(*)::int from leads.contact_import_parts where import_id = ?) as parts`,
        [seller.id, seller.id, file.id, file.id],
      );
      const upload = (await seller.user.get(`/api/contacts/imports/${file.id}`)).body as ContactImport;
      return { ...row, status: upload.status, processed: upload.processed };
    };

    // the host stops once it has stored the first chunk: its dispatcher ends the delivery in hand and takes no other
    // (what shutting down does first); it answers requests still, as a host does until its last one
    const first = test.host;
    const stopped = new Promise<void>((resolve) => {
      const off = first.dispatcher.onProgress(() => {
        off();
        resolve(first.dispatcher.stop());
      });
    });
    expect((await seller.user.send('post', `/api/contacts/imports/${file.id}/start`, { mapping: file.mapping })).status).toBe(202);
    await stopped;
    const chunk = IMPORT_CHUNK_ROWS;
    expect(await state()).toEqual({ contacts: chunk, emails: chunk, lines: chunk, parts: 1, status: 'running', processed: chunk });

    if (testMode === 'services') {
      // the next host is killed (SIGKILL) while it stores the second chunk: held at the chunk's lock on the seller's
      // contacts, inside the chunk's transaction, until it dies
      const holder = new pg.Client({ connectionString: test.config.DATABASE_URL });
      await holder.connect();
      const waiting = `select pid from pg_locks where locktype = 'advisory' and not granted
        and database = (select oid from pg_database where datname = current_database())`;
      try {
        await holder.query('select pg_advisory_lock(hashtextextended($1, 0))', [`leads.contacts:${seller.id}`]);
        const worker = spawn(process.execPath, [fileURLToPath(new URL('../../src/testing/outbox-worker.ts', import.meta.url))], {
          env: {
            ...process.env,
            NODE_ENV: 'test',
            DATABASE_URL: test.config.DATABASE_URL,
            REDIS_URL: '',
            MEILI_HOST: '',
            DATA_DIR: tmpdir(),
          },
          stdio: 'ignore',
        });
        const exited = once(worker, 'exit');
        while ((await holder.query(waiting)).rows.length === 0) {
          if (worker.exitCode !== null) throw new Error(`the worker exited with ${worker.exitCode} before it took the chunk`);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        worker.kill('SIGKILL');
        await exited;
      } finally {
        await holder.end();
      }
      expect(await state()).toEqual({ contacts: chunk, emails: chunk, lines: chunk, parts: 1, status: 'running', processed: chunk });
    }

    // after the restart the outbox carries the run on from the chunk not committed
    const restarted = await test.createHost();
    await restarted.start();
    expect(await state()).toEqual({ contacts: rows, emails: rows, lines: rows, parts: 0, status: 'done', processed: rows + 1 });
    const done = (await seller.user.get(`/api/contacts/imports/${file.id}`)).body as ContactImport;
    expect(done.counts).toEqual({ rows: rows + 1, created: rows, invalid: 0, duplicates: 1, overLimit: 0 });
    expect(done.issues).toEqual([{ line: rows + 2, kind: 'duplicate', message: 'Duplicate of line 2: same email buyer1@example.com' }]);
    const [range] = await em.execute<Array<{ low: number; high: number }>>(
      'select min(import_line)::int as low, max(import_line)::int as high from leads.contacts where import_id = ?',
      [file.id],
    );
    expect(range).toEqual({ low: 2, high: rows + 1 });
  });

  it('keeps what the plan allows: over the limit a contact is refused with the upgrade, and an import reports each row beyond it', async () => {
    const free = await make.freeSeller();
    const refused = await free.user.send('post', '/api/contacts', { email: 'a@example.com' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ upgradeRequired: true, details: { limit: 'contactsKept', allowed: 0, suggestedTier: 'starter' } });
    const page = await list(free);
    expect(page).toMatchObject({ total: 0, kept: 0, allowed: 0, suggestedTier: 'starter' });
    const file = await uploaded(free, 'email\na@example.com');
    const start = await free.user.send('post', `/api/contacts/imports/${file.id}/start`, { mapping: file.mapping });
    expect(start.status).toBe(403);
    expect(start.body).toMatchObject({ upgradeRequired: true });

    const starter = await make.sellerOn('starter');
    await test.database.orm.em.fork().execute(
      `insert into leads.contacts (id, seller_id, email, created_at, updated_at)
       select gen_random_uuid(), ?, 'old' || n || '@example.com', now(), now() from generate_series(1, 998) n`,
      [starter.id],
    );
    const three = await uploaded(starter, 'email\nx1@example.com\nx2@example.com\nx3@example.com');
    const done = await runImport(starter, three.id);
    expect(done.counts).toEqual({ rows: 3, created: 2, invalid: 0, duplicates: 0, overLimit: 1 });
    expect(done.issues).toEqual([{ line: 4, kind: 'over-limit', message: 'Over your plan’s contact limit: upgrade to keep more' }]);
    expect((await list(starter)).kept).toBe(1000);
    const more = await starter.user.send('post', '/api/contacts', { email: 'one-more@example.com' });
    expect(more.status).toBe(403);
    expect(more.body).toMatchObject({ upgradeRequired: true, details: { limit: 'contactsKept', allowed: 1000, suggestedTier: 'pro' } });
  });

  it('keeps each seller’s list to them (404 for another’s contact or import) and refuses buyers', async () => {
    const owner = await make.sellerOn('pro');
    const other = await make.sellerOn('pro');
    const contact = (await owner.user.send('post', '/api/contacts', { email: 'mine@example.com', tags: ['vip'] })).body as Contact;
    const file = await uploaded(owner, 'email\nfile@example.com');

    expect((await other.user.send('patch', `/api/contacts/${contact.id}`, { email: 'taken@example.com' })).status).toBe(404);
    expect((await other.user.get(`/api/contacts/imports/${file.id}`)).status).toBe(404);
    expect((await other.user.send('post', `/api/contacts/imports/${file.id}/start`, { mapping: file.mapping })).status).toBe(404);
    expect(await other.user.send('post', '/api/contacts/delete', { ids: [contact.id] })).toMatchObject({
      status: 200,
      body: { changed: 0 },
    });
    expect(await other.user.send('post', '/api/contacts/tags', { ids: [contact.id], remove: ['vip'] })).toMatchObject({
      body: { changed: 0 },
    });
    expect((await list(other)).total).toBe(0);
    expect((await list(owner)).rows.map((row) => [row.email, row.tags])).toEqual([['mine@example.com', ['vip']]]);

    const buyer = await make.buyer();
    expect((await buyer.user.get('/api/contacts')).status).toBe(403);
    expect((await buyer.user.send('post', '/api/contacts', { email: 'a@example.com' })).status).toBe(403);
    expect((await upload(buyer, 'email\na@example.com')).status).toBe(403);
  });

  it('edits, tags, filters and deletes contacts, and exports a segment as CSV with formulas neutralised', async () => {
    const seller = await make.sellerOn('pro');
    const add = (body: object) => seller.user.send('post', '/api/contacts', body);
    const cmd = (await add({ name: '=cmd|"/c calc"!A1', email: 'cmd@example.com', tags: ['land'] })).body as Contact;
    const other = (await add({ name: 'Plain Buyer', phone: '(512) 555-0150', company: '+Plus Co' })).body as Contact;

    const edited = await seller.user.send('patch', `/api/contacts/${other.id}`, {
      name: 'Plain Buyer',
      phone: '512-555-0150',
      company: 'Plain LLC',
      priceMin: 50_000,
      priceMax: 250_000,
      financing: 'cash',
      proofOfFunds: true,
      states: ['tx'],
      propertyTypes: ['land'],
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ company: 'Plain LLC', priceMin: 50_000, priceMax: 250_000, financing: 'cash', states: ['TX'] });
    expect((await seller.user.send('patch', `/api/contacts/${other.id}`, { phone: 'nope' })).status).toBe(400);

    const tagged = await seller.user.send('post', '/api/contacts/tags', { ids: [cmd.id, other.id], add: ['Hot'] });
    expect(tagged.body).toEqual({ changed: 2 });
    expect((await list(seller, '?tag=hot')).total).toBe(2);
    await seller.user.send('post', '/api/contacts/tags', { ids: [cmd.id], remove: ['hot'] });
    expect((await list(seller, '?tag=hot')).rows.map((row) => row.id)).toEqual([other.id]);
    expect((await list(seller, '?q=555-0150')).rows.map((row) => row.id)).toEqual([other.id]);

    const csv = await seller.user.get('/api/contacts/export?tag=land');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.text).toContain(`"'=cmd|""/c calc""!A1",cmd@example.com`);
    expect(csv.text).not.toContain('Plain');

    expect(await seller.user.send('post', '/api/contacts/delete', { ids: [cmd.id] })).toMatchObject({ body: { changed: 1 } });
    expect((await list(seller)).rows.map((row) => row.id)).toEqual([other.id]);
  });
});
