import { MAX_IMAGE_BYTES } from '@contracts/listings/contracts/media.ts';

/** Reordering the listing's photos (the first is the cover). Pure: each returns a new array. */
export function movePhoto<T>(photos: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= photos.length) return [...photos];
  const target = Math.max(0, Math.min(photos.length - 1, to));
  const next = [...photos];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved);
  return next;
}

export function makeCover<T>(photos: readonly T[], index: number): T[] {
  return movePhoto(photos, index, 0);
}

export function removePhoto<T>(photos: readonly T[], index: number): T[] {
  return photos.filter((_, position) => position !== index);
}

export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.jpg,.jpeg,.png,.webp,.heic,.heif';
const ACCEPTED_EXTENSIONS = /\.(jpe?g|png|webp|heic|heif)$/i;
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif']);
export const MAX_PHOTO_MB = Math.round(MAX_IMAGE_BYTES / (1024 * 1024));

/** What is wrong with a file before it is sent, or null. The server decodes it to be sure. */
export function photoProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!ACCEPTED_TYPES.has(file.type) && !ACCEPTED_EXTENSIONS.test(file.name)) {
    return `${file.name} is not a JPEG, PNG, WebP or HEIC photo.`;
  }
  if (file.size > MAX_IMAGE_BYTES) return `${file.name} is larger than ${MAX_PHOTO_MB} MB.`;
  return null;
}
