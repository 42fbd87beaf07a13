import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { UploadedImage } from '../../../contracts/media.ts';

export interface ListingImageUpload {
  /** the file name the browser sent, only to name the file in messages */
  name: string;
  data: Buffer;
}

/** A seller's listing photos, checked and stored in every width; nothing is stored when one file is refused. */
export const UploadListingImages = defineCommand<{ uploads: ListingImageUpload[] }, UploadedImage[]>('listings.upload-listing-images');
