import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import type { Clock } from '../../../../shared/kernel/clock.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand } from '../../../../shared/kernel/use-case.ts';
import type { ListingImages } from '../../../infrastructure/images/listing-images.ts';
import { LISTINGS_SERVICES } from '../../../tokens.ts';
import { PurgeUnusedPhotos } from './purge-unused-photos.command.ts';

export class PurgeUnusedPhotosHandler implements CommandHandler<void, { deleted: number }> {
  readonly #images: ListingImages;
  readonly #clock: Clock;

  constructor(images: ListingImages, clock: Clock) {
    this.#images = images;
    this.#clock = clock;
  }

  /** One batch per run (FOR UPDATE SKIP LOCKED, so hosts running it at once share the work); the next run takes the rest. */
  async execute(_input: void, { em }: CommandContext): Promise<{ deleted: number }> {
    return this.#images.purge(em, this.#clock.now());
  }
}

export const purgeUnusedPhotos = handlesCommand(
  PurgeUnusedPhotos,
  [LISTINGS_SERVICES.ListingImages, PLATFORM.Clock],
  (images, clock) => new PurgeUnusedPhotosHandler(images, clock),
);
