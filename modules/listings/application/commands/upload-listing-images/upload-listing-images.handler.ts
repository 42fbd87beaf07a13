import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import type { UploadedImage } from '../../../contracts/http.ts';
import { SellerCapabilityRequiredError } from '../../../domain/listing.errors.ts';
import type { ListingImages } from '../../../infrastructure/images/listing-images.ts';
import type { ListingImageUpload } from './upload-listing-images.command.ts';

/**
 * Photos are stored before the listing that uses them is saved (the form uploads as the seller
 * picks them), under the seller's own prefix; the listing then refers to them by URL.
 */
export class UploadListingImagesHandler implements CommandHandler<{ uploads: ListingImageUpload[] }, UploadedImage[]> {
  private readonly images: ListingImages;

  constructor(images: ListingImages) {
    this.images = images;
  }

  async execute({ uploads }: { uploads: ListingImageUpload[] }, { actor }: CommandContext): Promise<UploadedImage[]> {
    const seller = requireActor(actor);
    if (!seller.roles.includes('seller') && !seller.isAdmin) throw new SellerCapabilityRequiredError();
    return this.images.upload(seller.userId, uploads);
  }
}
