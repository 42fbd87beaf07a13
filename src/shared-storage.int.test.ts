import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import supertest from 'supertest';
import { afterAll, expect, it } from 'vitest';
import { given } from './testing/members.ts';
import { describeHost, useTestHost } from './testing/test-host.ts';

/** A real S3-compatible server on a loopback port for this file's hosts. */
const directory = mkdtempSync(path.join(tmpdir(), 'dealacre-s3-hosts-'));
const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: 'dealacre-uploads' }] });
const { port } = await s3.run();
afterAll(async () => {
  await s3.close();
  rmSync(directory, { recursive: true, force: true });
});

const S3_CONFIG = {
  S3_BUCKET: 'dealacre-uploads',
  S3_ENDPOINT: `http://127.0.0.1:${port}`,
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
};

describeHost('uploads in an S3 bucket, shared by hosts', () => {
  const test = useTestHost({ config: S3_CONFIG });

  it('serves a photo uploaded through one host from another, and a private file from neither', async () => {
    const { user: seller } = await given(test).freeSeller();

    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 90, g: 140, b: 200 } } })
      .jpeg()
      .toBuffer();
    const uploaded = await seller.uploadFiles('/api/properties/images', 'images', [{ data: jpeg, name: 'creek.jpg' }]);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const [{ url }] = uploaded.body as Array<{ url: string }>;
    expect(url).toMatch(/^\/uploads\/listings\//);

    const other = await test.createHost({}, S3_CONFIG);
    const served = await supertest(other.app).get(url).buffer(true);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\//);
    expect(served.headers['cache-control']).toMatch(/immutable/);
    expect((await sharp(served.body as Buffer).metadata()).width).toBeGreaterThan(0);
    // what the first host serves is the same file
    expect((await supertest(test.host.app).get(url).buffer(true)).body).toEqual(served.body);
    expect((await supertest(other.app).get('/uploads/private/funds/someone/statement.pdf')).status).toBe(404);
    expect((await supertest(other.app).get(`${url}.missing`)).status).toBe(404);
  });
});
