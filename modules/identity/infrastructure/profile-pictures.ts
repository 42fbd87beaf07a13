import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { ValidationError } from '../../shared/kernel/errors.ts';
import { PROFILE_PICTURE_MAX_BYTES } from '../contracts/http.ts';

const SIZE = 256;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/**
 * Turns an uploaded image into a square WebP thumbnail. The file is judged by decoding it, not by
 * its name or declared type; EXIF (location included) is dropped by re-encoding.
 */
export async function toProfilePicture(upload: Buffer): Promise<{ data: Buffer; hash: string }> {
  if (upload.length === 0) throw invalid('The picture is empty.');
  if (upload.length > PROFILE_PICTURE_MAX_BYTES) throw invalid('The picture is larger than 8 MB.');
  let format: string | undefined;
  try {
    ({ format } = await sharp(upload, { limitInputPixels: 50_000_000 }).metadata());
  } catch {
    throw invalid('That file is not a picture we can read. Upload a JPEG, PNG or WebP image.');
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw invalid('Upload a JPEG, PNG or WebP image.');
  const data = await sharp(upload, { limitInputPixels: 50_000_000 })
    .rotate() // honour the camera's orientation before the metadata goes
    .resize(SIZE, SIZE, { fit: 'cover', position: 'attention' })
    .webp({ quality: 82 })
    .toBuffer()
    .catch(() => {
      throw invalid('That picture could not be processed. Try another file.');
    });
  return { data, hash: createHash('sha256').update(data).digest('hex').slice(0, 16) };
}

export const newAvatarKey = (userId: string, hash: string) => `avatars/${userId}/${hash}.webp`;

/** The storage key behind a profile picture URL (`/uploads/<key>`), if it is one of ours. */
export function avatarKey(url: string | null | undefined): string | null {
  const match = url ? /^\/uploads\/(avatars\/[\w-]+\/[\w-]+\.webp)$/.exec(url) : null;
  return match ? match[1] : null;
}

function invalid(message: string): ValidationError {
  return new ValidationError(message, [{ path: ['picture'], message }]);
}
