import { PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_TYPES } from '@contracts/identity/contracts/http.ts';

const ACCEPTED_TYPES: readonly string[] = PROFILE_PICTURE_TYPES;

/** For the file input's `accept`: the image types the server takes. */
export const PROFILE_PICTURE_ACCEPT = PROFILE_PICTURE_TYPES.join(',');

const MAX_MEGABYTES = PROFILE_PICTURE_MAX_BYTES / (1024 * 1024);

/**
 * Checks a chosen picture before it is uploaded: JPEG, PNG or WebP, at most 8 MB. Returns the
 * problem to show, or null when the file may be sent (the server checks again).
 */
export function profilePictureProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!ACCEPTED_TYPES.includes(file.type)) return 'Choose a JPEG, PNG or WebP image.';
  if (file.size > PROFILE_PICTURE_MAX_BYTES) return `The picture must be ${MAX_MEGABYTES} MB or smaller.`;
  if (file.size === 0) return 'This file is empty. Choose another picture.';
  return null;
}
