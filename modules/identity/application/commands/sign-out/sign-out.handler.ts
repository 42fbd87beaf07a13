import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { handlesCommand, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import { SessionsEnded } from '../../../contracts/events.ts';
import { SignOut } from './sign-out.command.ts';

const needs = { sessions: IDENTITY_SERVICES.Sessions };

export class SignOutHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<{ token: string | null; everywhere: boolean }, void>
{
  async execute(
    { token, everywhere }: { token: string | null; everywhere: boolean },
    { em, actor, publish }: CommandContext,
  ): Promise<void> {
    const { sessions } = this.deps;
    let userId: string | null = null;
    if (everywhere) {
      userId = requireActor(actor).userId;
      await sessions.endAll(em, userId);
    } else if (token) {
      userId = await sessions.end(em, token);
    }
    if (userId) publish(SessionsEnded.create(userId, { userId }));
  }
}

export const signOut = handlesCommand(SignOut, needs, SignOutHandler);
