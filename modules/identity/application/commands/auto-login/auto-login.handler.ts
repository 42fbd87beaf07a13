import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import { parseInput } from '../../../../shared/kernel/validation.ts';
import { handlesCommand } from '../../../../shared/kernel/use-case.ts';
import { autoLoginRequestSchema } from '../../../contracts/http.ts';
import { toCurrentUser } from '../../../domain/current-user.ts';
import { User } from '../../../domain/user.entity.ts';
import type { AccountTokens } from '../../../infrastructure/account-tokens.ts';
import type { SessionStore } from '../../../infrastructure/session-store.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import type { RequestMeta, SignedIn } from '../register-user/register-user.command.ts';
import { AutoLogin } from './auto-login.command.ts';

export class AutoLoginHandler implements CommandHandler<
  { request: { token?: unknown }; meta: RequestMeta },
  SignedIn & { redirectTo: string | null }
> {
  readonly #tokens: AccountTokens;
  readonly #sessions: SessionStore;

  constructor(tokens: AccountTokens, sessions: SessionStore) {
    this.#tokens = tokens;
    this.#sessions = sessions;
  }

  async execute(
    { request, meta }: { request: { token?: unknown }; meta: RequestMeta },
    { em }: CommandContext,
  ): Promise<SignedIn & { redirectTo: string | null }> {
    const { token } = parseInput(autoLoginRequestSchema, request, 'The sign-in link is incomplete');
    const link = await this.#tokens.consume(em, token, ['auto-login']);
    const user = await em.findOneOrFail(User, { id: link.userId });
    const session = this.#sessions.start(em, user.id, meta);
    return { user: toCurrentUser(user.toSnapshot()), session, redirectTo: link.redirectTo ?? null };
  }
}

export const autoLogin = handlesCommand(
  AutoLogin,
  [IDENTITY_SERVICES.Tokens, IDENTITY_SERVICES.Sessions],
  (tokens, sessions) => new AutoLoginHandler(tokens, sessions),
);
