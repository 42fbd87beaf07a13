import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import { parseInput } from '../../../../shared/kernel/validation.ts';
import { handlesCommand, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { autoLoginRequestSchema } from '../../../contracts/http.ts';
import { toCurrentUser } from '../../../domain/current-user.ts';
import { User } from '../../../domain/user.entity.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import type { RequestMeta, SignedIn } from '../register-user/register-user.command.ts';
import { AutoLogin } from './auto-login.command.ts';

const needs = { tokens: IDENTITY_SERVICES.Tokens, sessions: IDENTITY_SERVICES.Sessions };

export class AutoLoginHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<{ request: { token?: unknown }; meta: RequestMeta }, SignedIn & { redirectTo: string | null }>
{
  async execute(
    { request, meta }: { request: { token?: unknown }; meta: RequestMeta },
    { em }: CommandContext,
  ): Promise<SignedIn & { redirectTo: string | null }> {
    const { tokens, sessions } = this.deps;
    const { token } = parseInput(autoLoginRequestSchema, request, 'The sign-in link is incomplete');
    const link = await tokens.consume(em, token, ['auto-login']);
    const user = await em.findOneOrFail(User, { id: link.userId });
    const session = sessions.start(em, user.id, meta);
    return { user: toCurrentUser(user.toSnapshot()), session, redirectTo: link.redirectTo ?? null };
  }
}

export const autoLogin = handlesCommand(AutoLogin, needs, AutoLoginHandler);
