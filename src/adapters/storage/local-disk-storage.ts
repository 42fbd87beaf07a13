import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import express, { type Router } from 'express';
import { PRIVATE_KEY_PREFIX } from '../../../modules/shared/kernel/storage.port.ts';
import { assertSafeKey, UPLOADS_PATH, type ServedStorage } from './served-storage.ts';

/**
 * Files under DATA_DIR/uploads, served at /uploads with year-long immutable caching. Files of
 * `private/` keys live in a directory beside it (`<root>-private`) that nothing serves.
 */
export class LocalDiskStorage implements ServedStorage {
  readonly #root: string;
  readonly #privateRoot: string;

  constructor(root: string) {
    this.#root = path.resolve(root);
    this.#privateRoot = `${this.#root}-private`;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.#path(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.#path(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.#path(key), { force: true });
  }

  url(key: string): string {
    if (key.startsWith(PRIVATE_KEY_PREFIX)) throw new Error(`A private file has no public URL: ${key}`);
    return `${UPLOADS_PATH}/${key}`;
  }

  router(): Router {
    return express
      .Router()
      .use(UPLOADS_PATH, express.static(this.#root, { immutable: true, maxAge: '1y', index: false, fallthrough: false, dotfiles: 'deny' }));
  }

  #path(key: string): string {
    assertSafeKey(key);
    if (key.startsWith(PRIVATE_KEY_PREFIX)) return path.join(this.#privateRoot, key.slice(PRIVATE_KEY_PREFIX.length));
    return path.join(this.#root, key);
  }
}
