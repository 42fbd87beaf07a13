import type { Router } from 'express';
import type { Storage } from '../../../modules/shared/kernel/storage.port.ts';

/** Where the host serves stored files that have a public URL. */
export const UPLOADS_PATH = '/uploads';

/** A storage adapter the host serves the public files of at `UPLOADS_PATH`, with its `router()`. */
export interface ServedStorage extends Storage {
  router(): Router;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

export const isSafeKey = (key: string): boolean => SAFE_KEY.test(key) && !key.includes('..');

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
}
