import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { FavoriteRemoved } from '../../../contracts/events.ts';
import { Favorite } from '../../../domain/favorite.entity.ts';
import { handlesCommand } from '../../../../shared/kernel/use-case.ts';
import { RemoveFavorite } from './remove-favorite.command.ts';

export class RemoveFavoriteHandler implements CommandHandler<{ propertyId: string }, void> {
  async execute({ propertyId }: { propertyId: string }, { em, actor, publish }: CommandContext): Promise<void> {
    const { userId } = requireActor(actor);
    const removed = await em.nativeDelete(Favorite, { userId, propertyId });
    if (removed > 0) publish(FavoriteRemoved.create(propertyId, { userId, propertyId }));
  }
}

export const removeFavorite = handlesCommand(RemoveFavorite, [], () => new RemoveFavoriteHandler());
