import { defineCommand } from '../../../../../shared/kernel/bus.ts';

/** Removes a property from the signed-in user's favorites; a no-op when it was not one. */
export const RemoveFavorite = defineCommand<{ propertyId: string }, void>('engagement.remove-favorite');
