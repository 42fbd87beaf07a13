import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { ListingDeleted } from '../../../contracts/events.ts';
import { loadListingToChange } from '../../listing-access.ts';

export class DeleteListingHandler implements CommandHandler<{ id: string }, { message: string }> {
  async execute({ id }: { id: string }, { em, actor, publish }: CommandContext): Promise<{ message: string }> {
    const property = await loadListingToChange(em, String(id), requireActor(actor));
    const snapshot = property.toSnapshot();
    em.remove(property);
    await em.flush();
    publish(ListingDeleted.create(property.id, snapshot));
    return { message: 'Property deleted successfully.' };
  }
}
