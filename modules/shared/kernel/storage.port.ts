/**
 * Stored files (profile pictures, listing photos, message attachments). Keys are paths like
 * `avatars/<user>/<hash>.webp`; a stored file never changes, so its URL can be cached forever (a new
 * version gets a new key).
 *
 * Keys under `private/` are never served at a public URL: only `get` reads them, and the module that
 * stored them serves them itself to whom it allows.
 */
export interface Storage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** the file's bytes, or null when there is none under the key */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** the public URL the browser loads the file from (there is none for a `private/` key) */
  url(key: string): string;
}

export const PRIVATE_KEY_PREFIX = 'private/';
