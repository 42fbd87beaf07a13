import { establishSeller } from '../../src/testing/members.ts';
import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { browser } from '../../src/testing/browser.ts';
import { describeHost, useTestHost, type TestHost } from '../../src/testing/test-host.ts';
import { MAX_IMAGE_BYTES, type UploadedImage } from './contracts/media.ts';

// the host stores uploads of an in-memory test database here (src/host.ts)
const uploadsRoot = path.join(tmpdir(), `dealacre-uploads-${process.pid}`);
let seq = 0;

/** A signed-in browser, optionally with the seller capability. */
async function signedIn(test: TestHost, { seller = true } = {}) {
  const user = browser(test.host);
  await user.get('/api/auth/me');
  const registered = await user.send('post', '/api/auth/register', {
    email: `photos${++seq}-${process.pid}@example.com`,
    password: 'river-bottom-88',
    firstName: 'Pat',
    lastName: 'Reyes',
  });
  expect(registered.status).toBe(201);
  if (seller) {
    expect((await user.send('post', '/api/users/me/capabilities/seller')).status).toBe(200);
    await establishSeller(test, registered.body.id as string);
  }
  const id = registered.body.id as string;
  return {
    id,
    upload: (files: Array<{ data: Buffer; name: string }>) => user.uploadFiles('/api/properties/images', 'images', files),
    stored: () => {
      const folder = path.join(uploadsRoot, 'listings', id);
      return existsSync(folder) ? readdirSync(folder).sort() : [];
    },
  };
}

const photo = (width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'avif' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 90, g: 140, b: 200 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><rect x="0" y="${height / 2}" width="${width}" height="${height / 2}" fill="#5a7d3a"/></svg>`,
        ),
      },
    ])
    .toFormat(format)
    .toBuffer();

/** A tiny PNG whose header claims 40,000 x 40,000 pixels: a decompression bomb as far as a decoder knows. */
function pngClaiming(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describeHost('listings: photo uploads', () => {
  const test = useTestHost({ startDispatcher: false });

  it('stores a JPEG and a PNG as WebP in every width, upright and without metadata, and serves them immutable', async () => {
    const seller = await signedIn(test);
    // a camera photo: 1200 x 900 stored sideways (EXIF orientation 6), with EXIF and GPS-like metadata
    const jpeg = await sharp(await photo(1200, 900))
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Copyright: 'Pat Reyes' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 16/1 0/1' } })
      .jpeg()
      .toBuffer();
    expect(await sharp(jpeg).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });
    const png = await photo(300, 200, 'png');

    const response = await seller.upload([
      { data: jpeg, name: 'front.jpg' },
      { data: png, name: 'plat.png' },
    ]);
    expect(response.status).toBe(201);
    const [front, plat] = response.body as UploadedImage[];
    expect(front.url).toMatch(new RegExp(`^/uploads/listings/${seller.id}/[0-9a-f]{20}-1600\\.webp$`));
    const stem = front.url.replace(/-1600\.webp$/, '');
    expect(front).toEqual({
      url: front.url,
      srcset: `${stem}-400.webp 400w, ${stem}-800.webp 800w, ${stem}-1600.webp 1600w`,
      width: 900,
      height: 1200,
    });
    expect(plat).toMatchObject({ width: 300, height: 200 });
    expect(seller.stored()).toHaveLength(6);

    // the 1600 name holds the original size (never enlarged), the smaller widths are resized
    for (const [width, expected] of [
      [1600, { width: 900, height: 1200 }],
      [800, { width: 800, height: 1067 }],
      [400, { width: 400, height: 533 }],
    ] as const) {
      const file = await test
        .http()
        .get(`${stem}-${width}.webp`)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect(file.status).toBe(200);
      expect(file.headers['cache-control']).toContain('immutable');
      const metadata = await sharp(file.body as Buffer).metadata();
      expect(metadata).toMatchObject({ format: 'webp', ...expected });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
    }
    const smallest = await sharp(path.join(uploadsRoot, plat.url.replace('/uploads/', '').replace('-1600', '-400'))).metadata();
    expect(smallest).toMatchObject({ width: 300, height: 200 });
  });

  it('accepts WebP and AVIF (HEIF) photos', async () => {
    const seller = await signedIn(test);
    const response = await seller.upload([
      { data: await photo(640, 480, 'webp'), name: 'a.webp' },
      { data: await photo(640, 480, 'avif'), name: 'b.avif' },
    ]);
    expect(response.status).toBe(201);
    expect(response.body.map((image: UploadedImage) => image.width)).toEqual([640, 640]);
  });

  it('refuses a renamed text file, a truncated JPEG and a decompression bomb by name, storing nothing of the request', async () => {
    const seller = await signedIn(test);
    const good = { data: await photo(800, 600), name: 'good.jpg' };
    const jpeg = await photo(1600, 1200);
    const cases = [
      {
        file: { data: Buffer.from('this is not a picture at all, just text'), name: 'notes.jpg' },
        message: /"notes\.jpg" is not a picture we can read/,
      },
      // a right-to-left override in the name is dropped, not echoed
      {
        file: { data: Buffer.from('still not a picture'), name: 'invoice\u202Egpj.exe' },
        message: /^"invoicegpj\.exe" is not a picture we can read/,
      },
      { file: { data: jpeg.subarray(0, Math.floor(jpeg.length / 2)), name: 'cut.jpg' }, message: /"cut\.jpg" is damaged or incomplete/ },
      {
        file: { data: pngClaiming(40_000, 40_000), name: 'bomb.png' },
        message: /^"bomb\.png" is 1,600 megapixels \(40,000 x 40,000\): upload a picture of at most 40 megapixels/,
      },
      // just over the listing photos' 40 MP (a camera's full-size export)
      {
        file: { data: pngClaiming(8_000, 5_100), name: 'full-size.png' },
        message: /^"full-size\.png" is 41 megapixels \(8,000 x 5,100\): upload a picture of at most 40 megapixels/,
      },
    ];
    for (const { file, message } of cases) {
      const response = await seller.upload([good, file]);
      expect(response.status, file.name).toBe(400);
      expect(response.body.message).toMatch(message);
      expect(response.body.details[0].path).toEqual(['images']);
    }
    expect(seller.stored()).toEqual([]);
    expect(await test.database.orm.em.fork().execute('select url from listings.photo_uploads where owner_id = ?', [seller.id])).toEqual([]);
  });

  it('answers a malformed multipart form (a NUL byte in a file name) with a 400, not a 500', async () => {
    const seller = await signedIn(test);
    const response = await seller.upload([{ data: await photo(100, 100), name: 'inv\u0000oice.jpg' }]);
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/^The upload could not be read/);
    expect(seller.stored()).toEqual([]);
  });

  it('refuses a file over the size limit with 413, and more than 10 files with 400', async () => {
    const seller = await signedIn(test);
    const huge = Buffer.concat([await photo(100, 100), Buffer.alloc(MAX_IMAGE_BYTES)]);
    const tooBig = await seller.upload([{ data: huge, name: 'huge.jpg' }]);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('A photo is larger than 15 MB: upload photos of at most 15 MB each.');

    const small = await photo(64, 48);
    const tooMany = await seller.upload(Array.from({ length: 11 }, (_, i) => ({ data: small, name: `p${i}.jpg` })));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('Upload at most 10 photos at a time.');

    const none = await seller.upload([]);
    expect(none.status).toBe(400);
    expect(seller.stored()).toEqual([]);
  });

  it('takes at most 120 photos an hour from one seller, refusing a request that does not fit whole', async () => {
    const seller = await signedIn(test);
    const other = await signedIn(test);
    const tiny = await photo(64, 48);
    const batch = (count: number, from = 0) => Array.from({ length: count }, (_, i) => ({ data: tiny, name: `p${from + i}.jpg` }));
    for (let request = 0; request < 11; request++) expect((await seller.upload(batch(10, request * 10))).status).toBe(201);
    expect((await seller.upload(batch(5))).status).toBe(201); // 115 counted

    const tooMany = await seller.upload(batch(10));
    expect(tooMany.status).toBe(429);
    expect(tooMany.body).toMatchObject({ code: 'rate_limited' });
    expect(tooMany.body.message).toMatch(
      /^You can upload at most 120 photos an hour\. You can upload 5 more now, or try again in \d+ minutes\.$/,
    );
    expect(Number(tooMany.headers['retry-after'])).toBeGreaterThan(0);
    expect((await seller.upload(batch(5))).status).toBe(201); // the refused request was not counted
    const over = await seller.upload(batch(1));
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/^You can upload at most 120 photos an hour\. Please try again in \d+ minutes\.$/);
    // another seller is not affected
    expect((await other.upload(batch(1))).status).toBe(201);
  });

  it('takes photos from signed-in sellers only', async () => {
    await test
      .http()
      .post('/api/properties/images')
      .attach('images', await photo(64, 48), 'a.jpg')
      .expect(403); // no CSRF token
    const buyer = await signedIn(test, { seller: false });
    const refused = await buyer.upload([{ data: await photo(64, 48), name: 'a.jpg' }]);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Enable seller capability first');
    expect(buyer.stored()).toEqual([]);
  });
});
