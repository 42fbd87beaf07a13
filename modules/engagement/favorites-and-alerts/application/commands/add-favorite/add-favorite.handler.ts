import { BILLING_API } from '../../../../../billing/contracts/api.ts';
import { assertWithinPlan } from '../../../../../billing/contracts/plan-limits.ts';
import { LISTINGS_API } from '../../../../../listings/contracts/api.ts';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { lockUsage } from '../../../../../shared/kernel/usage-lock.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
import { FAVORITES_LIMIT_MESSAGE, addFavoriteRequestSchema, favoriteSchema, type AddFavoriteRequest } from '../../../../contracts/http.ts';
import { FAVORITES_AND_SEARCHES_TAG } from '../../http.ts';
import { FavoriteAdded } from '../../../../contracts/events.ts';
import { Favorite } from '../../../domain/favorite.entity.ts';
import { FavoritePropertyNotFoundError } from '../../../domain/favorite.errors.ts';
import { AddFavorite, type AddFavoriteResult } from './add-favorite.command.ts';

const needs = { clock: PLATFORM.Clock, listings: LISTINGS_API, billing: BILLING_API };

export class AddFavoriteHandler extends UsesDependencies<typeof needs> implements CommandHandler<AddFavoriteRequest, AddFavoriteResult> {
  async execute({ propertyId }: AddFavoriteRequest, { em, actor, publish }: CommandContext): Promise<AddFavoriteResult> {
    const { clock, listings, billing } = this.deps;
    const { userId } = requireActor(actor);
    // one user's adds run one at a time from here to commit: the count below cannot be raced
    await lockUsage(em, 'engagement.favorites', userId);
    const existing = await em.findOne(Favorite, { userId, propertyId });
    if (existing) return { favorite: existing.toView(), created: false };

    if (!(await listings.isPublic(propertyId))) throw new FavoritePropertyNotFoundError();
    assertWithinPlan(await billing.entitlements(userId), 'favorites', await em.count(Favorite, { userId }), () => FAVORITES_LIMIT_MESSAGE);

    const favorite = Favorite.add(userId, propertyId, clock.now());
    em.persist(favorite);
    await em.flush();
    publish(FavoriteAdded.create(propertyId, { userId, propertyId }));
    return { favorite: favorite.toView(), created: true };
  }
}

export const addFavorite = handlesCommand(AddFavorite, needs, AddFavoriteHandler, [
  http(AddFavorite, {
    method: 'post',
    path: '/api/favorites',
    tag: FAVORITES_AND_SEARCHES_TAG,
    summary: 'Add a favorite',
    description:
      "A publicly listed property (else 404), within the plan's favorites (else 403 with `upgradeRequired`): 201, or 200 when it already was one.",
    access: 'member',
    body: addFavoriteRequestSchema,
    invalid: 'Invalid favorite',
    input: ({ body }) => body,
    status: 201,
    alsoAnswers: [200],
    response: favoriteSchema,
    reply: ({ favorite, created }) => ({ status: created ? 201 : 200, body: favorite }),
    errors: [404],
  }),
]);
