import { z } from 'zod';

/** Widths (px) every uploaded listing photo is stored in; the URL of a photo names its largest width. */
export const IMAGE_WIDTHS = [400, 800, 1600] as const;
export const MAX_IMAGES_PER_LISTING = 24;
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;

/**
 * The `srcset` of a stored listing photo. Photo URLs end in `-<width>.webp` (the largest width);
 * the other widths sit beside it. Any other URL (an outside image) has no srcset.
 */
export function imageSrcSet(url: string): string | undefined {
  const match = /^(.*)-(\d+)\.webp$/.exec(url);
  if (!match) return undefined;
  return IMAGE_WIDTHS.map((width) => `${match[1]}-${width}.webp ${width}w`).join(', ');
}

/** `POST /api/properties/images` answers one entry per uploaded file. */
export const uploadedImageSchema = z.object({
  /** the URL to store in the listing's `images` (the largest width) */
  url: z.string(),
  srcset: z.string(),
  width: z.number(),
  height: z.number(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/** `POST /api/properties/images`: the uploaded photos, in upload order. */
export const uploadedImagesSchema = z.array(uploadedImageSchema);
