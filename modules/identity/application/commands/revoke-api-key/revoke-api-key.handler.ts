import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { apiKeyViewSchema, type ApiKeyView } from '../../../contracts/api-keys.ts';
import { ApiKey } from '../../../domain/api-key.entity.ts';
import { ApiKeyNotFoundError } from '../../../domain/identity.errors.ts';
import { API_KEYS_TAG } from '../../http.ts';
import { RevokeApiKey } from './revoke-api-key.command.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const needs = { clock: PLATFORM.Clock };

export class RevokeApiKeyHandler extends UsesDependencies<typeof needs> implements CommandHandler<{ id: string }, ApiKeyView> {
  async execute({ id }: { id: string }, { em, actor }: CommandContext): Promise<ApiKeyView> {
    const { userId } = requireActor(actor);
    // another member's key answers as a missing one
    const key = UUID.test(id) ? await em.findOne(ApiKey, { id, userId }) : null;
    if (!key) throw new ApiKeyNotFoundError();
    key.revoke(this.deps.clock.now());
    await em.flush();
    return key.toView();
  }
}

export const revokeApiKey = handlesCommand(RevokeApiKey, needs, RevokeApiKeyHandler, [
  http(RevokeApiKey, {
    method: 'delete',
    path: '/api/users/me/api-keys/:id',
    tag: API_KEYS_TAG,
    summary: 'Revoke an API key',
    description: 'The key stops at once and stays listed as revoked.',
    access: 'member',
    input: ({ params }) => ({ id: params.id }),
    response: apiKeyViewSchema,
    errors: [404],
  }),
]);
