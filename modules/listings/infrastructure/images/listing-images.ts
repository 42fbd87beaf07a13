import { createHash } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { ValidationError } from '../../../shared/kernel/errors.ts';
import { PhotoRefusedError, type Photos } from '../../../shared/kernel/photos.port.ts';
import type { Storage } from '../../../shared/kernel/storage.port.ts';
import type { ListingImageUpload } from '../../application/commands/upload-listing-images/upload-listing-images.command.ts';
import { IMAGE_WIDTHS, imageSrcSet, MAX_IMAGE_BYTES, type UploadedImage } from '../../contracts/media.ts';
import { PhotoUpload, UNUSED_PHOTO_GRACE_MS } from '../../domain/photo-upload.entity.ts';

export const MAX_IMAGES_PER_UPLOAD = 10;
/** upload requests decoding at once in one host (the upload route's queue, photo-queue.ts), as many as the Photos port decodes at once */
export const PHOTO_DECODES_AT_ONCE = 2;
/** unused uploads the cleanup deletes per run (every host runs it; each takes rows the others have not locked) */
const PURGE_BATCH = 200;

const LARGEST = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];

interface Encoded {
  hash: string;
  /** per width of IMAGE_WIDTHS, the WebP (widths above the original repeat the original size) */
  variants: Map<number, Buffer>;
  width: number;
  height: number;
}

const displayName = (name: string) => (name.trim() === '' ? 'the file' : `"${name.replace(/[\r\n"]/g, '').slice(0, 120)}"`);

function refuse(upload: ListingImageUpload, reason: string): ValidationError {
  const message = `${displayName(upload.name)} ${reason}`;
  return new ValidationError(message, [{ path: ['images'], message }]);
}

/**
 * The listing photo pipeline: every file is re-encoded by the Photos port (judged by decoding it,
 * turned upright, stripped of its metadata) and stored as WebP at each of IMAGE_WIDTHS under
 * `listings/<ownerId>/<content hash>-<width>.webp`, recorded as a PhotoUpload of its owner. All
 * files of a request are processed before anything is stored, so one bad file stores nothing.
 *
 * Files are deleted only by the transaction that deletes their record, while it holds the record's
 * lock, and written only after their record was written (and so locked) in the writer's
 * transaction: the cleanup never deletes a file being uploaded again or attached to a listing.
 */
export class ListingImages {
  private readonly storage: Storage;
  private readonly photos: Photos;

  constructor(storage: Storage, photos: Photos) {
    this.storage = storage;
    this.photos = photos;
  }

  async upload(em: EntityManager, ownerId: string, uploads: ListingImageUpload[], now: Date): Promise<UploadedImage[]> {
    if (uploads.length === 0)
      throw new ValidationError('Choose at least one photo to upload', [
        { path: ['images'], message: 'Choose at least one photo to upload' },
      ]);
    const encoded: Encoded[] = [];
    // one at a time: decoding a large photo takes a lot of memory
    for (const upload of uploads) encoded.push(await this.encode(upload));
    return this.save(em, ownerId, encoded, now);
  }

  /** Validates and re-encodes one picture in memory. */
  async encode(upload: ListingImageUpload): Promise<Encoded> {
    if (upload.data.length === 0) throw refuse(upload, 'is empty.');
    if (upload.data.length > MAX_IMAGE_BYTES) throw refuse(upload, `is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`);
    try {
      const { variants, width, height } = await this.photos.reencode(upload.data, IMAGE_WIDTHS);
      const hash = createHash('sha256').update(upload.data).digest('hex').slice(0, 20);
      return { hash, variants, width, height };
    } catch (error) {
      if (error instanceof PhotoRefusedError) throw refuse(upload, error.reason);
      throw error;
    }
  }

  /**
   * Records encoded pictures as uploads of `ownerId` (kept UNUSED_PHOTO_GRACE_MS unless a listing
   * uses them) in the caller's transaction, then stores their files. If storing fails part-way, the
   * files of pictures new to the owner are removed (the transaction then rolls their records back).
   */
  async save(em: EntityManager, ownerId: string, encoded: Encoded[], now: Date): Promise<UploadedImage[]> {
    const purgeAfter = new Date(now.getTime() + UNUSED_PHOTO_GRACE_MS);
    const urlOf = (hash: string) => this.storage.url(imageKey(ownerId, hash, LARGEST));
    const fresh = new Set<string>();
    // in hash order, as listings lock them (no deadlock); uploaded again, a photo in use stays in
    // use and an unused one gets its 24 hours again
    for (const hash of [...new Set(encoded.map((picture) => picture.hash))].sort()) {
      const [row] = await em.execute<Array<{ inserted: boolean }>>(
        `insert into listings.photo_uploads (owner_id, hash, url, uploaded_at, purge_after) values (?, ?, ?, ?, ?)
         on conflict (owner_id, hash) do update set uploaded_at = excluded.uploaded_at,
           purge_after = case when photo_uploads.purge_after is null then null else greatest(photo_uploads.purge_after, excluded.purge_after) end
         returning (xmax = 0) as inserted`,
        [ownerId, hash, urlOf(hash), now, purgeAfter],
      );
      if (row?.inserted) fresh.add(hash);
    }
    const images = encoded.map(({ hash, width, height }): UploadedImage => {
      const url = urlOf(hash);
      return { url, srcset: imageSrcSet(url) ?? url, width, height };
    });
    try {
      for (const picture of encoded) {
        for (const [width, data] of picture.variants) await this.storage.put(imageKey(ownerId, picture.hash, width), data, 'image/webp');
      }
      return images;
    } catch (error) {
      await Promise.allSettled(
        [...fresh].flatMap((hash) => IMAGE_WIDTHS.map((width) => this.storage.delete(imageKey(ownerId, hash, width)))),
      );
      throw error;
    }
  }

  /**
   * Deletes uploads whose `purgeAfter` has passed and that no listing of their owner shows (files
   * and records), at most PURGE_BATCH per call, optionally only some photos of one owner (those of
   * a listing just deleted). Uploads a listing shows again are marked in use instead. Several hosts
   * may run it at once: each takes the records the others have not locked.
   */
  async purge(em: EntityManager, now: Date, only?: { ownerId: string; urls: readonly string[] }): Promise<{ deleted: number }> {
    if (only && only.urls.length === 0) return { deleted: 0 };
    const due = await em.find(
      PhotoUpload,
      only ? { ownerId: only.ownerId, url: { $in: [...only.urls] }, purgeAfter: { $lte: now } } : { purgeAfter: { $lte: now } },
      { lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE, limit: PURGE_BATCH, orderBy: { purgeAfter: 'asc' } },
    );
    if (due.length === 0) return { deleted: 0 };
    // read once the records are locked: a listing saved meanwhile either committed before this
    // statement (and shows here) or waits for this transaction to attach the photo (and then finds it gone)
    const shown = await em.execute<Array<{ owner_id: string; url: string }>>(
      `select distinct owner_id, image as url from listings.properties, unnest(images) as image where owner_id in (?) and image in (?)`,
      [[...new Set(due.map((upload) => upload.ownerId))], due.map((upload) => upload.url)],
    );
    const inUse = new Set(shown.map((row) => `${row.owner_id} ${row.url}`));
    const unused: PhotoUpload[] = [];
    for (const upload of due) {
      if (inUse.has(`${upload.ownerId} ${upload.url}`)) {
        upload.attach();
      } else {
        unused.push(upload);
        em.remove(upload);
      }
    }
    await em.flush();
    // the files last, with their records deleted (and still locked) in this transaction; a failure
    // rolls the deletion back and the next run deletes them again
    await Promise.all(
      unused.flatMap((upload) => IMAGE_WIDTHS.map((width) => this.storage.delete(imageKey(upload.ownerId, upload.hash, width)))),
    );
    return { deleted: unused.length };
  }
}

export const imageKey = (ownerId: string, hash: string, width: number) => `listings/${ownerId}/${hash}-${width}.webp`;
