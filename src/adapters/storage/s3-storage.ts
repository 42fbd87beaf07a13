import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import express, { type Router } from 'express';
import { PRIVATE_KEY_PREFIX } from '../../../modules/shared/kernel/storage.port.ts';
import { assertSafeKey, isSafeKey, UPLOADS_PATH, type ServedStorage } from './served-storage.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** an S3-compatible server's URL; unset: Amazon S3 */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (`<endpoint>/<bucket>/<key>`), as most S3-compatible servers want */
  forcePathStyle: boolean;
}

/**
 * Files in an S3 bucket (Amazon S3 or an S3-compatible server), so that every host reads what any host stored. The
 * bucket stays private: each host serves the public keys at `/uploads` like the local disk does (same URLs, same
 * year-long caching, one origin for the CSP), and `private/` keys only through `get`.
 */
export class S3Storage implements ServedStorage {
  readonly #client: S3Client;
  readonly #bucket: string;

  constructor(options: S3StorageOptions) {
    this.#bucket = options.bucket;
    this.#client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
      // checksums only where S3 requires them: not every S3-compatible server knows the newer checksum headers
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    await this.#client.send(new PutObjectCommand({ Bucket: this.#bucket, Key: key, Body: data, ContentType: contentType }));
  }

  async get(key: string): Promise<Buffer | null> {
    return (await this.#object(key))?.body ?? null;
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: key }));
  }

  url(key: string): string {
    if (key.startsWith(PRIVATE_KEY_PREFIX)) throw new Error(`A private file has no public URL: ${key}`);
    return `${UPLOADS_PATH}/${key}`;
  }

  router(): Router {
    return express.Router().get(`${UPLOADS_PATH}/*key`, async (request, response, next) => {
      try {
        const key = (request.params as { key: string[] }).key.join('/');
        const object = key.startsWith(PRIVATE_KEY_PREFIX) || !isSafeKey(key) ? null : await this.#object(key);
        if (!object) {
          response.status(404).type('text/plain').send('Not found');
          return;
        }
        response
          .set('Cache-Control', 'public, max-age=31536000, immutable')
          .type(object.contentType ?? 'application/octet-stream')
          .send(object.body);
      } catch (error) {
        next(error);
      }
    });
  }

  async #object(key: string): Promise<{ body: Buffer; contentType: string | undefined } | null> {
    assertSafeKey(key);
    try {
      const answer = await this.#client.send(new GetObjectCommand({ Bucket: this.#bucket, Key: key }));
      return { body: Buffer.from(await answer.Body!.transformToByteArray()), contentType: answer.ContentType };
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }
}
