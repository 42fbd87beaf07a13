import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { describeWait, RateLimitedError, type RateLimitRule } from '../../../../shared/kernel/rate-limit.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import type { UploadedImage } from '../../../contracts/media.ts';
import { SellerCapabilityRequiredError } from '../../../domain/listing.errors.ts';
import { LISTINGS_SERVICES } from '../../../tokens.ts';
import { UploadListingImages, type ListingImageUpload } from './upload-listing-images.command.ts';

/**
 * Photos a seller may upload per hour, counted per photo (a request carries up to 10) whether or
 * not it turns out to be a picture we accept. 120 is five listings' worth of photos (24 each), far
 * above a seller's pace; it bounds one account to about a minute of decoding per hour.
 */
export const PHOTO_UPLOAD_RULE: RateLimitRule = { name: 'listings:photo-uploads:seller', limit: 120, windowSeconds: 3600 };

const needs = { images: LISTINGS_SERVICES.ListingImages, limiter: PLATFORM.RateLimiter, clock: PLATFORM.Clock };

/**
 * Photos are stored before the listing that uses them is saved (the form uploads as the seller
 * picks them), under the seller's own prefix, and recorded as the seller's uploads; the listing
 * then refers to them by URL. An upload no listing uses is deleted after 24 hours.
 */
export class UploadListingImagesHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<{ uploads: ListingImageUpload[] }, UploadedImage[]>
{
  async execute({ uploads }: { uploads: ListingImageUpload[] }, { em, actor }: CommandContext): Promise<UploadedImage[]> {
    const { images, clock } = this.deps;
    const seller = requireActor(actor);
    if (!seller.roles.includes('seller') && !seller.isAdmin) throw new SellerCapabilityRequiredError();
    await this.countPhotos(seller.userId, uploads.length);
    return images.upload(em, seller.userId, uploads, clock.now());
  }

  /** Counts the photos against the seller's hourly allowance; a request that does not fit is refused whole, uncounted. */
  private async countPhotos(sellerId: string, photos: number): Promise<void> {
    const { limiter } = this.deps;
    const { limit } = PHOTO_UPLOAD_RULE;
    const state = await limiter.peek(PHOTO_UPLOAD_RULE, sellerId);
    if (state && state.remaining < photos) {
      const room = state.remaining > 0 ? ` You can upload ${state.remaining} more now, or` : '';
      throw new RateLimitedError(
        state.resetSeconds,
        `You can upload at most ${limit} photos an hour.${room}${room ? '' : ' Please'} try again in ${describeWait(state.resetSeconds)}.`,
      );
    }
    for (let i = 0; i < photos; i++) {
      await limiter.hit(PHOTO_UPLOAD_RULE, sellerId).catch((error: unknown) => {
        if (error instanceof RateLimitedError && error.retryAfterSeconds !== undefined) {
          throw new RateLimitedError(
            error.retryAfterSeconds,
            `You can upload at most ${limit} photos an hour. Please try again in ${describeWait(error.retryAfterSeconds)}.`,
          );
        }
        throw error;
      });
    }
  }
}

export const uploadListingImages = handlesCommand(UploadListingImages, needs, UploadListingImagesHandler);
