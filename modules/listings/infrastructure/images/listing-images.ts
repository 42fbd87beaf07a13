import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { ValidationError } from '../../../shared/kernel/errors.ts';
import type { Storage } from '../../../shared/kernel/storage.port.ts';
import type { ListingImageUpload } from '../../application/commands/upload-listing-images/upload-listing-images.command.ts';
import { IMAGE_WIDTHS, imageSrcSet, MAX_IMAGE_BYTES, type UploadedImage } from '../../contracts/http.ts';

/** Larger pictures are refused before they are decoded (a decompression bomb claims billions). */
export const MAX_IMAGE_PIXELS = 100_000_000;
export const MAX_IMAGES_PER_UPLOAD = 10;
const WEBP_QUALITY = 80;
/** libwebp's speed/size trade-off (0-6, default 4): 3 is markedly faster for a slightly larger file */
const WEBP_EFFORT = 3;
const LARGEST = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];

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

/**
 * The listing photo pipeline: every file is judged by decoding it (never by its name or declared
 * type), turned upright, stripped of its metadata (EXIF location included) by re-encoding, and
 * stored as WebP at each of IMAGE_WIDTHS (never enlarged) under
 * `listings/<ownerId>/<content hash>-<width>.webp`. All files of a request are processed before
 * anything is stored, so one bad file stores nothing.
 */
export class ListingImages {
  private readonly storage: Storage;

  constructor(storage: Storage) {
    this.storage = storage;
  }

  async upload(ownerId: string, uploads: ListingImageUpload[]): Promise<UploadedImage[]> {
    if (uploads.length === 0) throw new ValidationError('Choose at least one photo to upload', [{ path: ['images'], message: 'Choose at least one photo to upload' }]);
    const encoded: Encoded[] = [];
    // one at a time: decoding a large photo takes a lot of memory
    for (const upload of uploads) encoded.push(await this.encode(upload));
    return this.store(ownerId, encoded);
  }

  /** Validates and re-encodes one picture in memory. */
  async encode(upload: ListingImageUpload): Promise<Encoded> {
    if (upload.data.length === 0) throw refuse(upload, 'is empty.');
    if (upload.data.length > MAX_IMAGE_BYTES) throw refuse(upload, `is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`);
    const options = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' as const, sequentialRead: true };
    let metadata: Metadata;
    try {
      metadata = await sharp(upload.data, options).metadata();
    } catch (error) {
      if (/pixel limit/i.test(String(error))) throw refuse(upload, `is too large: use a picture of at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`);
      throw refuse(upload, 'is not a picture we can read. Upload JPEG, PNG, WebP or HEIC photos.');
    }
    const { format } = metadata;
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
    } catch {
      throw refuse(upload, 'is damaged or incomplete and could not be read. Try another file.');
    }
  }

  /** Stores encoded pictures; if storing fails part-way, what was stored for this request is removed. */
  async store(ownerId: string, encoded: Encoded[]): Promise<UploadedImage[]> {
    const written: string[] = [];
    try {
      const images: UploadedImage[] = [];
      for (const picture of encoded) {
        for (const [width, data] of picture.variants) {
          const key = imageKey(ownerId, picture.hash, width);
          await this.storage.put(key, data, 'image/webp');
          written.push(key);
        }
        const url = this.storage.url(imageKey(ownerId, picture.hash, LARGEST));
        images.push({ url, srcset: imageSrcSet(url) ?? url, width: picture.width, height: picture.height });
      }
      return images;
    } catch (error) {
      await Promise.allSettled(written.map((key) => this.storage.delete(key)));
      throw error;
    }
  }
}

export const imageKey = (ownerId: string, hash: string, width: number) => `listings/${ownerId}/${hash}-${width}.webp`;
