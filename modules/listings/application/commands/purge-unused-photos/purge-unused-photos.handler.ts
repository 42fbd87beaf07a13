import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { LISTINGS_SERVICES } from '../../../tokens.ts';
import { PurgeUnusedPhotos } from './purge-unused-photos.command.ts';

const needs = { images: LISTINGS_SERVICES.ListingImages, clock: PLATFORM.Clock };

export class PurgeUnusedPhotosHandler extends UsesDependencies<typeof needs> implements CommandHandler<void, { deleted: number }> {
  /** One batch per run (FOR UPDATE SKIP LOCKED, so hosts running it at once share the work); the next run takes the rest. */
  async execute(_input: void, { em }: CommandContext): Promise<{ deleted: number }> {
    const { images, clock } = this.deps;
    return images.purge(em, clock.now());
  }
}

export const purgeUnusedPhotos = handlesCommand(PurgeUnusedPhotos, needs, PurgeUnusedPhotosHandler);
