import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { handlesCommand } from '../../../../shared/kernel/use-case.ts';
import type { SessionStore } from '../../../infrastructure/session-store.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import { SignOut } from './sign-out.command.ts';

export class SignOutHandler implements CommandHandler<{ token: string | null; everywhere: boolean }, void> {
  readonly #sessions: SessionStore;

  constructor(sessions: SessionStore) {
    this.#sessions = sessions;
  }

  async execute({ token, everywhere }: { token: string | null; everywhere: boolean }, { em, actor }: CommandContext): Promise<void> {
    if (everywhere) await this.#sessions.endAll(em, requireActor(actor).userId);
    else if (token) await this.#sessions.end(em, token);
  }
}

export const signOut = handlesCommand(SignOut, [IDENTITY_SERVICES.Sessions], (sessions) => new SignOutHandler(sessions));
