import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import S3rver from 's3rver';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from './local-disk-storage.ts';
import { S3Storage } from './s3-storage.ts';
import type { ServedStorage } from './served-storage.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** The Storage contract, and the serving of public files at /uploads: every adapter must pass all of it. */
function storageContract(adapterName: string, open: () => Promise<{ storage: ServedStorage; close(): Promise<void> }>): void {
  describe(`${adapterName} adapter`, () => {
    let storage: ServedStorage;
    let close: () => Promise<void>;
    let app: express.Express;

    beforeAll(async () => {
      ({ storage, close } = await open());
      app = express().use(storage.router());
    });
    afterAll(() => close());

    it('reads back the bytes stored under a key, and null for a key with nothing', async () => {
      await storage.put('photos/listing-1/a1b2.png', PNG, 'image/png');
      expect(await storage.get('photos/listing-1/a1b2.png')).toEqual(PNG);
      expect(await storage.get('photos/listing-1/missing.png')).toBeNull();
    });

    it('forgets a deleted file, and deleting nothing is no error', async () => {
      await storage.put('attachments/c1/file.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
      await storage.delete('attachments/c1/file.pdf');
      expect(await storage.get('attachments/c1/file.pdf')).toBeNull();
      await expect(storage.delete('attachments/c1/file.pdf')).resolves.toBeUndefined();
    });

    it('serves a public file at its URL for a year, and answers 404 for a missing one', async () => {
      await storage.put('avatars/u1/face.png', PNG, 'image/png');
      expect(storage.url('avatars/u1/face.png')).toBe('/uploads/avatars/u1/face.png');
      const served = await supertest(app).get('/uploads/avatars/u1/face.png').buffer(true);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['cache-control']).toMatch(/max-age=31536000/);
      expect(served.headers['cache-control']).toMatch(/immutable/);
      expect(Buffer.from(served.body as Buffer)).toEqual(PNG);
      expect((await supertest(app).get('/uploads/avatars/u1/none.png')).status).toBe(404);
    });

    it('keeps private files to get alone: no URL, never served', async () => {
      await storage.put('private/funds/u1/statement.pdf', Buffer.from('%PDF-1.4 private'), 'application/pdf');
      expect(await storage.get('private/funds/u1/statement.pdf')).toEqual(Buffer.from('%PDF-1.4 private'));
      expect(() => storage.url('private/funds/u1/statement.pdf')).toThrow(/private/);
      expect((await supertest(app).get('/uploads/private/funds/u1/statement.pdf')).status).toBe(404);
    });

    it('refuses unsafe keys', async () => {
      await expect(storage.put('../escape.png', PNG, 'image/png')).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.get('photos/../../etc/passwd')).rejects.toThrow(/Unsafe storage key/);
      expect([403, 404]).toContain((await supertest(app).get('/uploads/photos/..%2F..%2Fetc/passwd')).status);
    });
  });
}

storageContract('local disk', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'dealacre-storage-'));
  return {
    storage: new LocalDiskStorage(path.join(root, 'uploads')),
    close: async () => rmSync(root, { recursive: true, force: true }),
  };
});

/** S3 through a real S3-compatible server (s3rver) on a loopback port, with the SDK's signed requests. */
storageContract('S3', async () => {
  const directory = mkdtempSync(path.join(tmpdir(), 'dealacre-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: 'dealacre-test' }] });
  const { port } = await server.run();
  return {
    storage: new S3Storage({
      bucket: 'dealacre-test',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    }),
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
});
