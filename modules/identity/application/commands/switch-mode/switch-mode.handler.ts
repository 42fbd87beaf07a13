import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { parseInput } from '../../../../shared/kernel/validation.ts';
import { handlesCommand } from '../../../../shared/kernel/use-case.ts';
import { switchModeRequestSchema, type CurrentUser, type SwitchModeRequest } from '../../../contracts/http.ts';
import { toCurrentUser } from '../../../domain/current-user.ts';
import { User } from '../../../domain/user.entity.ts';
import type { UserViewProjector } from '../../../infrastructure/projections/user-view.projector.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import { announceUserChange } from '../../user-changed.ts';
import { SwitchMode } from './switch-mode.command.ts';

export class SwitchModeHandler implements CommandHandler<SwitchModeRequest, CurrentUser> {
  readonly #view: UserViewProjector;

  constructor(view: UserViewProjector) {
    this.#view = view;
  }

  async execute(input: SwitchModeRequest, context: CommandContext): Promise<CurrentUser> {
    const { mode } = parseInput(switchModeRequestSchema, input, 'Choose buyer or seller mode');
    const user = await context.em.findOneOrFail(User, { id: requireActor(context.actor).userId });
    user.switchMode(mode);
    await context.em.flush();
    announceUserChange(user, context, this.#view);
    return toCurrentUser(user.toSnapshot());
  }
}

export const switchMode = handlesCommand(SwitchMode, [IDENTITY_SERVICES.UserView], (view) => new SwitchModeHandler(view));
