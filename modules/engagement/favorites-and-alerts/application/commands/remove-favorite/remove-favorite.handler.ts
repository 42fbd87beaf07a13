import { requireActor, type CommandContext, type CommandHandler } from '../../../../../shared/kernel/bus.ts';
import { FavoriteRemoved } from '../../../../contracts/events.ts';
import { Favorite } from '../../../domain/favorite.entity.ts';
import { handlesCommand, http } from '../../../../../shared/kernel/use-case.ts';
import { addFavoriteRequestSchema } from '../../../../contracts/http.ts';
import { FAVORITES_AND_SEARCHES_TAG } from '../../http.ts';
import { RemoveFavorite } from './remove-favorite.command.ts';

export class RemoveFavoriteHandler implements CommandHandler<{ propertyId: string }, void> {
  async execute({ propertyId }: { propertyId: string }, { em, actor, publish }: CommandContext): Promise<void> {
    const { userId } = requireActor(actor);
    const removed = await em.nativeDelete(Favorite, { userId, propertyId });
    if (removed > 0) publish(FavoriteRemoved.create(propertyId, { userId, propertyId }));
  }
}

export const removeFavorite = handlesCommand(RemoveFavorite, {}, RemoveFavoriteHandler, [
  http(RemoveFavorite, {
    method: 'delete',
    path: '/api/favorites/:propertyId',
    tag: FAVORITES_AND_SEARCHES_TAG,
    summary: 'Remove a favorite',
    description: 'Also 204 when it was not one.',
    access: 'member',
    params: addFavoriteRequestSchema,
    invalid: 'Invalid favorite',
    input: ({ params }) => params,
    status: 204,
  }),
]);
