import { Migration } from '@mikro-orm/migrations';

/**
 * Every listing photo upload, so a listing shows only its seller's own uploads and unused uploads
 * can be deleted. The photos existing listings already show (URLs the upload endpoint gave out,
 * under the listing owner's folder) are recorded as in use.
 */
export class ListingsPhotoUploads extends Migration {
  override name = 'listings-0005-photo-uploads';

  override up(): void {
    this.addSql(`
      create table listings.photo_uploads (
        owner_id uuid not null,
        hash varchar(20) not null,
        url varchar(500) not null,
        uploaded_at timestamptz not null,
        purge_after timestamptz null,
        constraint photo_uploads_pkey primary key (owner_id, hash)
      )`);
    this.addSql('alter table listings.photo_uploads add constraint photo_uploads_url_unique unique (url)');
    this.addSql('create index photo_uploads_purge_after_index on listings.photo_uploads (purge_after) where purge_after is not null');
    this.addSql(`
      insert into listings.photo_uploads (owner_id, hash, url, uploaded_at, purge_after)
      select owner_id, substring(image from '/([0-9a-f]{20})-1600\\.webp$'), image, min(created_at), null
      from listings.properties, unnest(images) as image
      where image ~ ('^/uploads/listings/' || owner_id::text || '/[0-9a-f]{20}-1600\\.webp$')
      group by owner_id, image
      on conflict do nothing`);
  }
}
