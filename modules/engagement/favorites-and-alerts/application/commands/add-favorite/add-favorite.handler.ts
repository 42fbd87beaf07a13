import { BILLING_API, type BillingApi } from '../../../../../billing/contracts/api.ts';
import { assertWithinPlan } from '../../../../../billing/contracts/plan-limits.ts';
import { LISTINGS_API, type ListingsApi } from '../../../../../listings/contracts/api.ts';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../../shared/kernel/bus.ts';
import type { Clock } from '../../../../../shared/kernel/clock.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { lockUsage } from '../../../../../shared/kernel/usage-lock.ts';
import { handlesCommand, http } from '../../../../../shared/kernel/use-case.ts';
import { FAVORITES_LIMIT_MESSAGE, addFavoriteRequestSchema, favoriteSchema, type AddFavoriteRequest } from '../../../../contracts/http.ts';
import { FAVORITES_AND_SEARCHES_TAG } from '../../http.ts';
import { FavoriteAdded } from '../../../../contracts/events.ts';
import { Favorite } from '../../../domain/favorite.entity.ts';
import { FavoritePropertyNotFoundError } from '../../../domain/favorite.errors.ts';
import { AddFavorite, type AddFavoriteResult } from './add-favorite.command.ts';

export class AddFavoriteHandler implements CommandHandler<AddFavoriteRequest, AddFavoriteResult> {
  readonly #clock: Clock;
  readonly #listings: ListingsApi;
  readonly #billing: BillingApi;

  constructor(clock: Clock, listings: ListingsApi, billing: BillingApi) {
    this.#clock = clock;
    this.#listings = listings;
    this.#billing = billing;
  }

  async execute({ propertyId }: AddFavoriteRequest, { em, actor, publish }: CommandContext): Promise<AddFavoriteResult> {
    const { userId } = requireActor(actor);
    // one user's adds run one at a time from here to commit: the count below cannot be raced
    await lockUsage(em, 'engagement.favorites', userId);
    const existing = await em.findOne(Favorite, { userId, propertyId });
    if (existing) return { favorite: existing.toView(), created: false };

    if (!(await this.#listings.isPublic(propertyId))) throw new FavoritePropertyNotFoundError();
    assertWithinPlan(
      await this.#billing.entitlements(userId),
      'favorites',
      await em.count(Favorite, { userId }),
      () => FAVORITES_LIMIT_MESSAGE,
    );

    const favorite = Favorite.add(userId, propertyId, this.#clock.now());
    em.persist(favorite);
    await em.flush();
    publish(FavoriteAdded.create(propertyId, { userId, propertyId }));
    return { favorite: favorite.toView(), created: true };
  }
}

export const addFavorite = handlesCommand(
  AddFavorite,
  [PLATFORM.Clock, LISTINGS_API, BILLING_API],
  (clock, listings, billing) => new AddFavoriteHandler(clock, listings, billing),
  [
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
  ],
);
