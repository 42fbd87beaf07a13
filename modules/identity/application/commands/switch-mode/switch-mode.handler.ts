import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { currentUserSchema, switchModeRequestSchema, type CurrentUser, type SwitchModeRequest } from '../../../contracts/http.ts';
import { toCurrentUser } from '../../../domain/current-user.ts';
import { User } from '../../../domain/user.entity.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import { announceUserChange } from '../../user-changed.ts';
import { ACCOUNT_TAG } from '../../http.ts';
import { SwitchMode } from './switch-mode.command.ts';

const needs = { view: IDENTITY_SERVICES.UserView };

export class SwitchModeHandler extends UsesDependencies<typeof needs> implements CommandHandler<SwitchModeRequest, CurrentUser> {
  async execute({ mode }: SwitchModeRequest, context: CommandContext): Promise<CurrentUser> {
    const user = await context.em.findOneOrFail(User, { id: requireActor(context.actor).userId });
    user.switchMode(mode);
    await context.em.flush();
    announceUserChange(user, context, this.deps.view);
    return toCurrentUser(user.toSnapshot());
  }
}

export const switchMode = handlesCommand(SwitchMode, needs, SwitchModeHandler, [
  http(SwitchMode, {
    method: 'patch',
    path: '/api/users/switch-mode',
    tag: ACCOUNT_TAG,
    summary: 'Switch between buyer and seller mode',
    access: 'member',
    body: switchModeRequestSchema,
    invalid: 'Choose buyer or seller mode',
    input: ({ body }) => body,
    response: currentUserSchema,
  }),
]);
