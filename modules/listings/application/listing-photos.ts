import { LockMode } from '@mikro-orm/core';
import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { ValidationError } from '../../shared/kernel/errors.ts';
import { PhotoUpload, UNUSED_PHOTO_GRACE_MS } from '../domain/photo-upload.entity.ts';

/**
 * A listing's photos change from `before` to `after` (create: none before; delete: none after).
 * Every photo of `after` must be an upload of the listing's owner, made through
 * `POST /api/properties/images` and not yet deleted as unused: anything else (an outside URL, a
 * `javascript:` link, another seller's upload, an administrator's own) is a 400 naming each photo
 * at `listing.images.<index>`. Those photos are marked in use; photos the listing stops showing
 * become due for the cleanup `graceMs` from now (24 h after an edit, at once for a deleted
 * listing), which deletes them unless another listing of the owner shows them.
 *
 * The uploads are locked (in one order, so two saves cannot deadlock) until the transaction ends:
 * the cleanup cannot delete a photo this listing is about to show.
 */
export async function changeListingPhotos(
  em: EntityManager,
  ownerId: string,
  {
    before = [],
    after,
    now,
    graceMs = UNUSED_PHOTO_GRACE_MS,
  }: { before?: readonly string[]; after: readonly string[]; now: Date; graceMs?: number },
): Promise<void> {
  const urls = [...new Set([...before, ...after])];
  if (urls.length === 0) return;
  const uploads = await em.find(
    PhotoUpload,
    { ownerId, url: { $in: urls } },
    { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { hash: 'asc' } },
  );
  const known = new Map(uploads.map((upload) => [upload.url, upload]));
  const issues = after.flatMap((url, index) =>
    known.has(url)
      ? []
      : [
          {
            path: ['listing', 'images', index],
            message: `Photo ${index + 1} is not one of the seller's uploaded photos. Upload it again.`,
            code: 'custom',
          },
        ],
  );
  if (issues.length > 0) throw new ValidationError('Invalid listing', issues);
  const shown = new Set(after);
  const releasedUntil = new Date(now.getTime() + graceMs);
  for (const upload of uploads) {
    if (shown.has(upload.url)) upload.attach();
    else upload.release(releasedUntil);
  }
}
