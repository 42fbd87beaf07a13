/**
 * Stored files (profile pictures, listing photos). Keys are paths like `avatars/<user>/<hash>.webp`;
 * a stored file never changes, so its URL can be cached forever (a new version gets a new key).
 */
export interface Storage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** the public URL the browser loads the file from */
  url(key: string): string;
}
