import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import express, { type Router } from 'express';
import type { Storage } from '../../../modules/shared/kernel/storage.port.ts';

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

/** Files under DATA_DIR/uploads, served at /uploads with year-long immutable caching. */
export class LocalDiskStorage implements Storage {
  readonly #root: string;

  constructor(root: string) {
    this.#root = path.resolve(root);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.#path(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data);
  }

  async delete(key: string): Promise<void> {
    await rm(this.#path(key), { force: true });
  }

  url(key: string): string {
    return `/uploads/${key}`;
  }

  router(): Router {
    return express.Router().use('/uploads', express.static(this.#root, { immutable: true, maxAge: '1y', index: false, fallthrough: false, dotfiles: 'deny' }));
  }

  #path(key: string): string {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(this.#root, key);
  }
}
