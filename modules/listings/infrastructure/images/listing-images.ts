import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { LockMode } from '@mikro-orm/core';
import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import sharp, { type Metadata } from 'sharp';
import { ValidationError } from '../../../shared/kernel/errors.ts';
import type { Storage } from '../../../shared/kernel/storage.port.ts';
import type { ListingImageUpload } from '../../application/commands/upload-listing-images/upload-listing-images.command.ts';
import { IMAGE_WIDTHS, imageSrcSet, MAX_IMAGE_BYTES, type UploadedImage } from '../../contracts/media.ts';
import { PhotoUpload, UNUSED_PHOTO_GRACE_MS } from '../../domain/photo-upload.entity.ts';

/**
 * Larger pictures are refused before they are decoded (a decompression bomb claims billions). 40 MP
 * takes phones' default photos (12-24 MP) and most cameras' and decodes in about 0.4 s of a core
 * and 120-160 MB; a 48-200 MP full-resolution photo is refused with a message to export a smaller
 * copy (a listing shows at most 1600 px wide anyway).
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const MAX_IMAGES_PER_UPLOAD = 10;
/** upload requests decoding at once in one host (the upload route's queue, photo-queue.ts) */
export const PHOTO_DECODES_AT_ONCE = 2;
/** unused uploads the cleanup deletes per run (every host runs it; each takes rows the others have not locked) */
const PURGE_BATCH = 200;

const WEBP_QUALITY = 80;
/** libwebp's speed/size trade-off (0-6, default 4): 3 is markedly faster for a slightly larger file */
const WEBP_EFFORT = 3;
const LARGEST = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];

// libvips threads per image operation (default: one per core): the cores are shared among the
// decodes that may run at once, so they do not oversubscribe the CPU (profile pictures use it too)
sharp.concurrency(Math.max(1, Math.floor(availableParallelism() / PHOTO_DECODES_AT_ONCE)));

interface Encoded {
  hash: string;
  /** per width of IMAGE_WIDTHS, the WebP (widths above the original repeat the original size) */
  variants: Map<number, Buffer>;
  width: number;
  height: number;
}

/** HEIC (HEVC inside HEIF) decodes only where libvips was built with an HEVC decoder; AVIF always does. */
export function canDecodeHeic(): boolean {
  return sharp.format.heif?.input.fileSuffix?.some((suffix) => suffix === '.heic' || suffix === '.heif') ?? false;
}

const displayName = (name: string) => (name.trim() === '' ? 'the file' : `"${name.replace(/[\r\n"]/g, '').slice(0, 120)}"`);

function refuse(upload: ListingImageUpload, reason: string): ValidationError {
  const message = `${displayName(upload.name)} ${reason}`;
  return new ValidationError(message, [{ path: ['images'], message }]);
}

const tooManyPixels = (upload: ListingImageUpload, size: string) =>
  refuse(upload, `is ${size}: upload a picture of at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels (export a smaller copy of it).`);

/**
 * The listing photo pipeline: every file is judged by decoding it (never by its name or declared
 * type), turned upright, stripped of its metadata (EXIF location included) by re-encoding, and
 * stored as WebP at each of IMAGE_WIDTHS (never enlarged) under
 * `listings/<ownerId>/<content hash>-<width>.webp`, recorded as a PhotoUpload of its owner. All
 * files of a request are processed before anything is stored, so one bad file stores nothing.
 *
 * Files are deleted only by the transaction that deletes their record, while it holds the record's
 * lock, and written only after their record was written (and so locked) in the writer's
 * transaction: the cleanup never deletes a file being uploaded again or attached to a listing.
 */
export class ListingImages {
  private readonly storage: Storage;

  constructor(storage: Storage) {
    this.storage = storage;
  }

  async upload(em: EntityManager, ownerId: string, uploads: ListingImageUpload[], now: Date): Promise<UploadedImage[]> {
    if (uploads.length === 0) throw new ValidationError('Choose at least one photo to upload', [{ path: ['images'], message: 'Choose at least one photo to upload' }]);
    const encoded: Encoded[] = [];
    // one at a time: decoding a large photo takes a lot of memory
    for (const upload of uploads) encoded.push(await this.encode(upload));
    return this.save(em, ownerId, encoded, now);
  }

  /** Validates and re-encodes one picture in memory. */
  async encode(upload: ListingImageUpload): Promise<Encoded> {
    if (upload.data.length === 0) throw refuse(upload, 'is empty.');
    if (upload.data.length > MAX_IMAGE_BYTES) throw refuse(upload, `is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`);
    const options = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' as const, sequentialRead: true };
    let metadata: Metadata;
    try {
      // the header only (no pixels are decoded), so the size can be named
      metadata = await sharp(upload.data, { ...options, limitInputPixels: false }).metadata();
    } catch {
      throw refuse(upload, 'is not a picture we can read. Upload JPEG, PNG, WebP or HEIC photos.');
    }
    const { format, width = 0, height = 0 } = metadata;
    if (width * height > MAX_IMAGE_PIXELS) throw tooManyPixels(upload, `${(width * height / 1_000_000).toLocaleString('en-US', { maximumFractionDigits: 0 })} megapixels (${width.toLocaleString('en-US')} x ${height.toLocaleString('en-US')})`);
    if (format === 'heif' && metadata.compression === 'hevc' && !canDecodeHeic()) {
      throw refuse(upload, 'is a HEIC photo, which this server cannot read. Export it as JPEG (on an iPhone: Settings > Camera > Formats > Most Compatible) and upload it again.');
    }
    if (format !== 'jpeg' && format !== 'png' && format !== 'webp' && format !== 'heif') {
      throw refuse(upload, 'is not a JPEG, PNG, WebP or HEIC photo.');
    }
    if ((metadata.pages ?? 1) > 1 && format !== 'heif') throw refuse(upload, 'is an animation: upload a still photo.');

    try {
      // decode once (upright, sRGB, no metadata), then resize from the decoded pixels
      const { data, info } = await sharp(upload.data, options).rotate().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
      const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
      const variants = new Map<number, Buffer>();
      const byWidth = new Map<number, Buffer>();
      let final = { width: info.width, height: info.height };
      for (const width of IMAGE_WIDTHS) {
        const effective = Math.min(width, info.width);
        let webp = byWidth.get(effective);
        if (!webp) {
          const result = await sharp(data, raw).resize({ width: effective, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT }).toBuffer({ resolveWithObject: true });
          webp = result.data;
          byWidth.set(effective, webp);
          if (width === LARGEST) final = { width: result.info.width, height: result.info.height };
        } else if (width === LARGEST) {
          final = { width: effective, height: Math.round((info.height * effective) / info.width) };
        }
        variants.set(width, webp);
      }
      const hash = createHash('sha256').update(upload.data).digest('hex').slice(0, 20);
      return { hash, variants, ...final };
    } catch (error) {
      if (/pixel limit/i.test(String(error))) throw tooManyPixels(upload, 'too large');
      throw refuse(upload, 'is damaged or incomplete and could not be read. Try another file.');
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
      await Promise.allSettled([...fresh].flatMap((hash) => IMAGE_WIDTHS.map((width) => this.storage.delete(imageKey(ownerId, hash, width)))));
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
    await Promise.all(unused.flatMap((upload) => IMAGE_WIDTHS.map((width) => this.storage.delete(imageKey(upload.ownerId, upload.hash, width)))));
    return { deleted: unused.length };
  }
}

export const imageKey = (ownerId: string, hash: string, width: number) => `listings/${ownerId}/${hash}-${width}.webp`;
