import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { NotFoundError } from '../../../../shared/kernel/errors.ts';
import { ListingDeleted } from '../../../contracts/events.ts';
import { NotListingOwnerError } from '../../../domain/listing.errors.ts';
import { Property } from '../../../domain/property.entity.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class DeleteListingHandler implements CommandHandler<{ id: string }, { message: string }> {
  async execute({ id }: { id: string }, { em, actor, publish }: CommandContext): Promise<{ message: string }> {
    const { userId, isAdmin } = requireActor(actor);
    const property = UUID.test(id) ? await em.findOne(Property, { id }) : null;
    if (!property) throw new NotFoundError('This property does not exist', 'property_not_found');
    if (property.ownerId !== userId && !isAdmin) throw new NotListingOwnerError();
    const snapshot = property.toSnapshot();
    em.remove(property);
    await em.flush();
    publish(ListingDeleted.create(id, snapshot));
    return { message: 'Property deleted successfully.' };
  }
}
