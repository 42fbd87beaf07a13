/**
 * Uploaded photos re-encoded before anything stores them (listing photos, message attachments).
 * The file is judged by decoding it, never by its name or declared type.
 */
export interface Photos {
  /**
   * Decodes a JPEG, PNG, WebP or HEIC picture (HEIC where the server can decode it), turns it
   * upright and re-encodes it as WebP without its metadata (EXIF location included) at each of
   * `widths` (never enlarged: widths above the original repeat the original size). Throws
   * PhotoRefusedError, saying why, for anything else.
   */
  reencode(data: Buffer, widths: readonly number[]): Promise<ReencodedPhoto>;
}

export interface ReencodedPhoto {
  /** per requested width, the WebP */
  variants: Map<number, Buffer>;
  /** the size of the largest variant */
  width: number;
  height: number;
}

/**
 * Larger pictures are refused before they are decoded (a decompression bomb claims billions). 40 MP
 * takes phones' default photos (12-24 MP) and most cameras'; a 48-200 MP full-resolution photo is
 * refused with a message to export a smaller copy.
 */
export const MAX_PHOTO_PIXELS = 40_000_000;

/** A file that is not a picture we accept; `reason` completes a sentence naming the file ("… is not a JPEG, PNG, WebP or HEIC photo."). */
export class PhotoRefusedError extends Error {
  readonly reason: string;
  /** not a picture at all (rather than a picture this server refuses: too large, animated, damaged) */
  readonly notAPicture: boolean;

  constructor(reason: string, options: { notAPicture?: boolean } = {}) {
    super(reason);
    this.name = 'PhotoRefusedError';
    this.reason = reason;
    this.notAPicture = options.notAPicture ?? false;
  }
}
