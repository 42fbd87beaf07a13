import { establishSeller } from '../../src/testing/members.ts';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { browser, type Browser } from '../../src/testing/browser.ts';
import { describeHost, useTestHost, type TestHost } from '../../src/testing/test-host.ts';
import { PurgeUnusedPhotos } from './application/commands/purge-unused-photos/purge-unused-photos.command.ts';
import type { ListingInput } from './contracts/listing.ts';
import { IMAGE_WIDTHS, type UploadedImage } from './contracts/media.ts';

// the host stores uploads of an in-memory test database here (src/host.ts)
const uploadsRoot = path.join(tmpdir(), `dealacre-uploads-${process.pid}`);
const START = new Date('2026-11-10T12:00:00Z');
const clock = {
  current: START,
  now() {
    return this.current;
  },
};
const HOUR = 3_600_000;
let seq = 0;

interface Seller {
  user: Browser;
  id: string;
}

async function seller(test: TestHost): Promise<Seller> {
  const user = browser(test.host);
  await user.get('/api/auth/me');
  const registered = await user.send('post', '/api/auth/register', {
    email: `gallery${++seq}-${process.pid}@example.com`,
    password: 'river-bottom-88',
    firstName: 'Ana',
    lastName: 'Diaz',
  });
  expect(registered.status).toBe(201);
  expect((await user.send('post', '/api/users/me/capabilities/seller')).status).toBe(200);
  await establishSeller(test, registered.body.id as string);
  return { user, id: registered.body.id as string };
}

async function admin(test: TestHost): Promise<Seller> {
  const someone = await seller(test);
  await test.grantAdmin(someone.id);
  return someone;
}

/** Uploads one distinct photo per color; answers their URLs. */
async function upload({ user }: Seller, ...colors: string[]): Promise<string[]> {
  const files = await Promise.all(
    colors.map(async (color, index) => ({
      data: await sharp({ create: { width: 320, height: 240, channels: 3, background: color } })
        .jpeg()
        .toBuffer(),
      name: `photo-${index + 1}.jpg`,
    })),
  );
  const response = await user.uploadFiles('/api/properties/images', 'images', files);
  expect(response.status).toBe(201);
  return (response.body as UploadedImage[]).map((image) => image.url);
}

function listing(images: string[], overrides: Partial<ListingInput> = {}): ListingInput {
  return {
    title: '5 Acres Near the River',
    category: 'land',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    acres: 5,
    price: 60_000,
    images,
    ...overrides,
  };
}

const create = ({ user }: Seller, images: string[]) => user.send('post', '/api/properties', { listing: listing(images), publish: false });

/** every stored width of a photo URL is on disk */
const filesOf = (url: string) =>
  IMAGE_WIDTHS.map((width) => path.join(uploadsRoot, url.replace(/^\/uploads\//, '').replace(/-1600\.webp$/, `-${width}.webp`)));
const onDisk = (url: string) => filesOf(url).every((file) => existsSync(file));
const goneFromDisk = (url: string) => filesOf(url).every((file) => !existsSync(file));

async function recorded(test: TestHost, ownerId: string): Promise<string[]> {
  const rows = await test.database.orm.em
    .fork()
    .execute<Array<{ url: string }>>('select url from listings.photo_uploads where owner_id = ? order by url', [ownerId]);
  return rows.map((row) => row.url);
}

async function rowCount(test: TestHost, table: string): Promise<number> {
  return (await test.database.orm.em.fork().execute<Array<{ n: number }>>(`select count(*)::int as n from ${table}`))[0].n;
}

describeHost('listings: a listing shows only its seller’s uploaded photos', () => {
  const test = useTestHost({ hostOptions: { clock } });

  it('refuses outside, javascript:, protocol-relative and other sellers’ photo URLs with a 400 naming each, and writes nothing', async () => {
    clock.current = START;
    const ana = await seller(test);
    const ben = await seller(test);
    const [own] = await upload(ana, '#2f6f4e');
    const [bens] = await upload(ben, '#8a5a2b');
    const foreign = [
      'https://tracker.example/pixel.gif',
      'javascript:alert(document.cookie)',
      '//evil.example/listings/photo-1600.webp',
      bens,
      `/uploads/listings/${ana.id}/0123456789abcdef0123-1600.webp`, // her folder, never uploaded
      own.replace('/uploads/', '/uploads/../'),
    ];
    const before = await rowCount(test, 'platform.outbox');

    const refused = await create(ana, [own, ...foreign]);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Invalid listing');
    expect(refused.body.details).toEqual(
      foreign.map((_, i) => ({
        path: ['listing', 'images', i + 1],
        message: `Photo ${i + 2} is not one of the seller's uploaded photos. Upload it again.`,
        code: 'custom',
      })),
    );
    expect(await rowCount(test, 'listings.properties')).toBe(0);
    expect(await rowCount(test, 'platform.outbox')).toBe(before);

    // the same on an edit, which keeps the listing as it was
    const created = await create(ana, [own]);
    expect(created.status).toBe(201);
    expect(created.body.images).toEqual([own]);
    const edit = await ana.user.send('put', `/api/properties/${created.body.id}`, { listing: listing([bens, own]), version: 1 });
    expect(edit.status).toBe(400);
    expect(edit.body.details.map((issue: { path: unknown[] }) => issue.path)).toEqual([['listing', 'images', 0]]);
    const mine = await ana.user.get(`/api/my/properties/${created.body.id}`);
    expect(mine.body).toMatchObject({ images: [own], version: 1 });
    expect(onDisk(bens)).toBe(true);
  });

  it('accepts the seller’s own uploads on create and edit, and the owner’s photos when an administrator edits', async () => {
    clock.current = START;
    const ana = await seller(test);
    const [first, second, third] = await upload(ana, '#1f4e79', '#7a1f3d', '#556b2f');
    const created = await create(ana, [first, second]);
    expect(created.status).toBe(201);
    expect(created.body.images).toEqual([first, second]);

    const edited = await ana.user.send('put', `/api/properties/${created.body.id}`, { listing: listing([third, first]), version: 1 });
    expect(edited.status).toBe(200);
    expect(edited.body.images).toEqual([third, first]);

    const boss = await admin(test);
    const [adminsOwn] = await upload(boss, '#000080');
    const byAdmin = await boss.user.send('put', `/api/properties/${created.body.id}`, {
      listing: listing([third, first], { title: 'Edited by an administrator' }),
      version: 2,
    });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body).toMatchObject({ title: 'Edited by an administrator', images: [third, first] });
    // the listing shows its owner's photos only, not the administrator's
    const refused = await boss.user.send('put', `/api/properties/${created.body.id}`, { listing: listing([third, adminsOwn]), version: 3 });
    expect(refused.status).toBe(400);
    expect(refused.body.details.map((issue: { path: unknown[] }) => issue.path)).toEqual([['listing', 'images', 1]]);
  });

  it('deletes uploads no listing uses 24 hours after their upload, files and records, and keeps the photos listings show', async () => {
    clock.current = START;
    const ana = await seller(test);
    const [shown, removed, neverUsed] = await upload(ana, '#2e8b57', '#8b0000', '#daa520');
    clock.current = new Date(START.getTime() + 2 * HOUR);
    const created = await create(ana, [shown, removed]);
    expect(created.status).toBe(201);
    // taken out of the listing 3 hours after the upload: kept 24 hours from then
    clock.current = new Date(START.getTime() + 3 * HOUR);
    expect((await ana.user.send('put', `/api/properties/${created.body.id}`, { listing: listing([shown]), version: 1 })).status).toBe(200);

    clock.current = new Date(START.getTime() + 24 * HOUR - 1000);
    await test.host.runJobs();
    expect(await recorded(test, ana.id)).toEqual([shown, removed, neverUsed].sort());
    expect([shown, removed, neverUsed].every(onDisk)).toBe(true);

    clock.current = new Date(START.getTime() + 24 * HOUR);
    await test.host.runJobs();
    expect(await recorded(test, ana.id)).toEqual([shown, removed].sort());
    expect(goneFromDisk(neverUsed)).toBe(true);
    expect(onDisk(shown) && onDisk(removed)).toBe(true);

    clock.current = new Date(START.getTime() + 27 * HOUR);
    await test.host.runJobs();
    expect(await recorded(test, ana.id)).toEqual([shown]);
    expect(goneFromDisk(removed)).toBe(true);

    // long after, the listing's photo is still there; a deleted upload cannot be used any more
    clock.current = new Date(START.getTime() + 30 * 24 * HOUR);
    await test.host.runJobs();
    expect(await recorded(test, ana.id)).toEqual([shown]);
    expect(onDisk(shown)).toBe(true);
    clock.current = new Date(START.getTime() + 3 * HOUR); // the session's idle time
    const reuse = await create(ana, [neverUsed]);
    expect(reuse.status).toBe(400);
    expect(reuse.body.details[0].path).toEqual(['listing', 'images', 0]);
  });

  it('gives an unused photo uploaded again another 24 hours', async () => {
    clock.current = START;
    const ana = await seller(test);
    const [photo] = await upload(ana, '#4682b4');
    clock.current = new Date(START.getTime() + 20 * HOUR);
    expect(await upload(ana, '#4682b4')).toEqual([photo]);
    clock.current = new Date(START.getTime() + 30 * HOUR);
    await test.host.runJobs();
    expect(await recorded(test, ana.id)).toEqual([photo]);
    clock.current = new Date(START.getTime() + 44 * HOUR);
    await test.host.runJobs();
    expect(await recorded(test, ana.id)).toEqual([]);
    expect(goneFromDisk(photo)).toBe(true);
  });

  it('shares the cleanup between hosts running it at once: each unused upload is deleted once', async () => {
    clock.current = START;
    const ana = await seller(test);
    const colors = ['#101010', '#202020', '#303030', '#404040', '#505050', '#606060'];
    const photos = await upload(ana, ...colors);
    const other = await test.createHost({ clock });
    clock.current = new Date(START.getTime() + 25 * HOUR);
    const runs = await Promise.all([test.host, other].map((host) => host.commands.execute(PurgeUnusedPhotos, undefined)));
    expect(runs.reduce((sum, run) => sum + run.deleted, 0)).toBe(colors.length);
    expect(await recorded(test, ana.id)).toEqual([]);
    expect(photos.every(goneFromDisk)).toBe(true);
  });

  it('deletes a deleted listing’s photos at once, except those another listing of the seller shows', async () => {
    clock.current = START;
    const ana = await seller(test);
    const ben = await seller(test);
    const [shared, onlyFirst, onlySecond] = await upload(ana, '#006400', '#8b4513', '#483d8b');
    const [bens] = await upload(ben, '#006400'); // the same picture, ben's own copy
    const first = await create(ana, [shared, onlyFirst]);
    const second = await create(ana, [onlySecond, shared]);
    expect(await create(ben, [bens]).then((response) => response.status)).toBe(201);

    expect((await ana.user.send('delete', `/api/properties/${first.body.id}`)).status).toBe(200);
    expect(goneFromDisk(onlyFirst)).toBe(true);
    expect(onDisk(shared) && onDisk(onlySecond) && onDisk(bens)).toBe(true);
    expect(await recorded(test, ana.id)).toEqual([shared, onlySecond].sort());
    // and the shared photo still counts as in use for the cleanup
    clock.current = new Date(START.getTime() + 48 * HOUR);
    await test.host.runJobs();
    expect(await recorded(test, ana.id)).toEqual([shared, onlySecond].sort());

    clock.current = START;
    expect((await ana.user.send('delete', `/api/properties/${second.body.id}`)).status).toBe(200);
    expect(goneFromDisk(shared) && goneFromDisk(onlySecond)).toBe(true);
    expect(await recorded(test, ana.id)).toEqual([]);
    expect(onDisk(bens)).toBe(true);
    expect(await recorded(test, ben.id)).toEqual([bens]);
  });
});

describeHost('listings: demo listings show their sellers’ recorded uploads', () => {
  const test = useTestHost();

  it('records every picture the seeder stores, in use by its listings (the synthetic bulk set too)', async () => {
    const summary = await test.host.seed({ syntheticListings: 50 });
    expect(summary['listings.demoListings']).toBeGreaterThan(0);
    expect(summary['listings.syntheticListings']).toBe(50);
    const unrecorded = await test.database.orm.em.fork().execute<Array<{ image: string }>>(
      `select image from listings.properties, unnest(images) as image
       where not exists (select 1 from listings.photo_uploads u where u.owner_id = properties.owner_id and u.url = image and u.purge_after is null)`,
    );
    expect(unrecorded).toEqual([]);
    expect(await rowCount(test, 'listings.photo_uploads')).toBeGreaterThan(0);
  });
});
