import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import type { Clock } from '../../../../shared/kernel/clock.ts';
import type { ListingImages } from '../../../infrastructure/images/listing-images.ts';

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
