import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import { parseInput } from '../../../../shared/kernel/validation.ts';
import { autoLoginRequestSchema } from '../../../contracts/http.ts';
import { toCurrentUser } from '../../../domain/current-user.ts';
import { User } from '../../../domain/user.entity.ts';
import type { AccountTokens } from '../../../infrastructure/account-tokens.ts';
import type { SessionStore } from '../../../infrastructure/session-store.ts';
import type { RequestMeta, SignedIn } from '../register-user/register-user.command.ts';

export class AutoLoginHandler implements CommandHandler<{ request: { token?: unknown }; meta: RequestMeta }, SignedIn & { redirectTo: string | null }> {
  readonly #tokens: AccountTokens;
  readonly #sessions: SessionStore;

  constructor(tokens: AccountTokens, sessions: SessionStore) {
    this.#tokens = tokens;
    this.#sessions = sessions;
  }

  async execute({ request, meta }: { request: { token?: unknown }; meta: RequestMeta }, { em }: CommandContext): Promise<SignedIn & { redirectTo: string | null }> {
    const { token } = parseInput(autoLoginRequestSchema, request, 'The sign-in link is incomplete');
    const link = await this.#tokens.consume(em, token, ['auto-login']);
    const user = await em.findOneOrFail(User, { id: link.userId });
    const session = this.#sessions.start(em, user.id, meta);
    return { user: toCurrentUser(user.toSnapshot()), session, redirectTo: link.redirectTo ?? null };
  }
}
