import { defineEntity, p } from '@mikro-orm/core';

/** A photo no listing uses is kept this long after it was uploaded or taken out of a listing. */
export const UNUSED_PHOTO_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * A photo a seller uploaded through `POST /api/properties/images`: the only pictures a listing of
 * that seller may show. Keyed by (owner, content hash), as its files are
 * (`listings/<ownerId>/<hash>-<width>.webp`), so one upload may serve several listings of its owner.
 *
 * `purgeAfter` is null while a listing uses the photo; otherwise the cleanup job deletes the record
 * and its files once that time has passed (24 h after the upload or after the photo left a listing,
 * at once when its listing was deleted), after checking again that no listing of the owner uses it
 * (a photo that left one listing may still be shown by another: the cleanup then keeps it).
 */
const PhotoUploadSchema = defineEntity({
  name: 'PhotoUpload',
  schema: 'listings',
  tableName: 'photo_uploads',
  indexes: [{ name: 'photo_uploads_purge_after_index', properties: ['purgeAfter'], where: { purgeAfter: { $ne: null } } }],
  properties: {
    ownerId: p.uuid().primary(),
    hash: p.string().length(20).primary(),
    /** what a listing's `images` holds: the public URL of the largest width */
    url: p.string().length(500).unique(),
    uploadedAt: p.datetime(),
    purgeAfter: p.datetime().nullable(),
  },
});

export class PhotoUpload extends PhotoUploadSchema.class {
  /** A listing shows the photo: it is kept as long as one does. */
  attach(): void {
    this.purgeAfter = null;
  }

  /** A listing stopped showing the photo: the cleanup may delete it after `until` if no other listing shows it. */
  release(until: Date): void {
    this.purgeAfter = until;
  }
}
PhotoUploadSchema.setClass(PhotoUpload);
export { PhotoUploadSchema };
