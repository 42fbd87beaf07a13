import { availableParallelism } from 'node:os';
import sharp, { type Metadata } from 'sharp';
import { MAX_PHOTO_PIXELS, PhotoRefusedError, type Photos, type ReencodedPhoto } from '../../../modules/shared/kernel/photos.port.ts';

/** photos decoding at once in this process; more wait their turn (a 40 MP photo takes about 0.4 s of a core and 120-160 MB) */
const PHOTO_DECODES_AT_ONCE = 2;
const WEBP_QUALITY = 80;
/** libwebp's speed/size trade-off (0-6, default 4): 3 is markedly faster for a slightly larger file */
const WEBP_EFFORT = 3;

// libvips threads per image operation (default: one per core): the cores are shared among the
// decodes that may run at once, so they do not oversubscribe the CPU (a process-wide setting: profile pictures use it too)
sharp.concurrency(Math.max(1, Math.floor(availableParallelism() / PHOTO_DECODES_AT_ONCE)));

/** HEIC (HEVC inside HEIF) decodes only where libvips was built with an HEVC decoder; AVIF always does. */
function canDecodeHeic(): boolean {
  return sharp.format.heif?.input.fileSuffix?.some((suffix) => suffix === '.heic' || suffix === '.heif') ?? false;
}

const megapixels = (pixels: number) => (pixels / 1_000_000).toLocaleString('en-US', { maximumFractionDigits: 0 });
const tooManyPixels = (size: string) =>
  new PhotoRefusedError(
    `is ${size}: upload a picture of at most ${MAX_PHOTO_PIXELS / 1_000_000} megapixels (export a smaller copy of it).`,
  );

/** The Photos port on sharp (libvips), every photo of every module taking turns PHOTO_DECODES_AT_ONCE at a time. */
export class SharpPhotos implements Photos {
  #running = 0;
  readonly #waiting: Array<() => void> = [];

  async reencode(data: Buffer, widths: readonly number[]): Promise<ReencodedPhoto> {
    if (this.#running >= PHOTO_DECODES_AT_ONCE) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    else this.#running++;
    try {
      return await reencode(data, widths);
    } finally {
      const next = this.#waiting.shift();
      if (next)
        next(); // the turn passes to the next in line
      else this.#running--;
    }
  }
}

async function reencode(data: Buffer, widths: readonly number[]): Promise<ReencodedPhoto> {
  const options = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' as const, sequentialRead: true };
  let metadata: Metadata;
  try {
    // the header only (no pixels are decoded), so the size can be named
    metadata = await sharp(data, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw new PhotoRefusedError('is not a picture we can read. Upload JPEG, PNG, WebP or HEIC photos.', { notAPicture: true });
  }
  const { format, width = 0, height = 0 } = metadata;
  if (width * height > MAX_PHOTO_PIXELS) {
    throw tooManyPixels(`${megapixels(width * height)} megapixels (${width.toLocaleString('en-US')} x ${height.toLocaleString('en-US')})`);
  }
  if (format === 'heif' && metadata.compression === 'hevc' && !canDecodeHeic()) {
    throw new PhotoRefusedError(
      'is a HEIC photo, which this server cannot read. Export it as JPEG (on an iPhone: Settings > Camera > Formats > Most Compatible) and upload it again.',
    );
  }
  if (format !== 'jpeg' && format !== 'png' && format !== 'webp' && format !== 'heif')
    throw new PhotoRefusedError('is not a JPEG, PNG, WebP or HEIC photo.', { notAPicture: true });
  if ((metadata.pages ?? 1) > 1 && format !== 'heif') throw new PhotoRefusedError('is an animation: upload a still photo.');

  try {
    // decode once (upright, sRGB, no metadata), then resize from the decoded pixels
    const decoded = await sharp(data, options).rotate().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: decoded.info.width, height: decoded.info.height, channels: decoded.info.channels } };
    const variants = new Map<number, Buffer>();
    const byWidth = new Map<number, { data: Buffer; width: number; height: number }>();
    let largest = { width: 0, height: 0 };
    for (const wanted of [...widths].sort((a, b) => a - b)) {
      const effective = Math.min(wanted, decoded.info.width);
      let webp = byWidth.get(effective);
      if (!webp) {
        const result = await sharp(decoded.data, raw)
          .resize({ width: effective, withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
          .toBuffer({ resolveWithObject: true });
        webp = { data: result.data, width: result.info.width, height: result.info.height };
        byWidth.set(effective, webp);
      }
      variants.set(wanted, webp.data);
      largest = { width: webp.width, height: webp.height };
    }
    return { variants, ...largest };
  } catch (error) {
    if (/pixel limit/i.test(String(error))) throw tooManyPixels('too large');
    throw new PhotoRefusedError('is damaged or incomplete and could not be read. Try another file.');
  }
}
