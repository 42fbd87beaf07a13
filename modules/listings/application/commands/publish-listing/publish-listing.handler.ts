import type { Clock } from '../../../../shared/kernel/clock.ts';
import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import { newId } from '../../../../shared/kernel/ids.ts';
import { parseInput } from '../../../../shared/kernel/validation.ts';
import { ListingPublished, type ListingSnapshot } from '../../../contracts/events.ts';
import { Property } from '../../../domain/property.entity.ts';
import { publishListingSchema, type PublishListingInput } from './publish-listing.command.ts';

export class PublishListingHandler implements CommandHandler<PublishListingInput, ListingSnapshot> {
  readonly #clock: Clock;

  constructor(clock: Clock) {
    this.#clock = clock;
  }

  async execute(input: PublishListingInput, { em, publish }: CommandContext): Promise<ListingSnapshot> {
    const { createdAt, ...fields } = parseInput(publishListingSchema, input, 'Invalid listing');
    const now = this.#clock.now();
    const created = createdAt ?? now;
    const property = em.create(Property, { ...fields, id: newId(created.getTime()), createdAt: created, updatedAt: now });
    property.publish(now);
    await em.flush();
    const snapshot = property.toSnapshot();
    publish(ListingPublished.create(property.id, snapshot));
    return snapshot;
  }
}
