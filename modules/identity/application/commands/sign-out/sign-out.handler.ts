import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { handlesCommand } from '../../../../shared/kernel/use-case.ts';
import type { SessionStore } from '../../../infrastructure/session-store.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import { SessionsEnded } from '../../../contracts/events.ts';
import { SignOut } from './sign-out.command.ts';

export class SignOutHandler implements CommandHandler<{ token: string | null; everywhere: boolean }, void> {
  readonly #sessions: SessionStore;

  constructor(sessions: SessionStore) {
    this.#sessions = sessions;
  }

  async execute(
    { token, everywhere }: { token: string | null; everywhere: boolean },
    { em, actor, publish }: CommandContext,
  ): Promise<void> {
    let userId: string | null = null;
    if (everywhere) {
      userId = requireActor(actor).userId;
      await this.#sessions.endAll(em, userId);
    } else if (token) {
      userId = await this.#sessions.end(em, token);
    }
    if (userId) publish(SessionsEnded.create(userId, { userId }));
  }
}

export const signOut = handlesCommand(SignOut, [IDENTITY_SERVICES.Sessions], (sessions) => new SignOutHandler(sessions));
