import { requireActor, type CommandContext, type CommandHandler } from '../../../../../shared/kernel/bus.ts';
import { isUuid } from '../../../../../shared/kernel/ids.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
import { MESSAGING_TAG, MESSAGING_WRITE_LIMIT, byMemberId } from '../../http.ts';
import { Block } from '../../../domain/block.entity.ts';
import { announceConversationsChanged } from '../../announce.ts';
import { REALTIME_PUBLISHER } from '../../user-events.ts';
import { UnblockMember } from './unblock-member.command.ts';

const needs = { clock: PLATFORM.Clock, realtime: REALTIME_PUBLISHER };

export class UnblockMemberHandler extends UsesDependencies<typeof needs> implements CommandHandler<{ memberId: string }, void> {
  async execute({ memberId }: { memberId: string }, context: CommandContext): Promise<void> {
    const { clock, realtime } = this.deps;
    const { userId } = requireActor(context.actor);
    if (!isUuid(memberId)) return;
    const removed = await context.em.nativeDelete(Block, { blockerId: userId, blockedId: memberId });
    if (removed > 0) await announceConversationsChanged(context, realtime, clock.now(), [userId, memberId]);
  }
}

export const unblockMember = handlesCommand(UnblockMember, needs, UnblockMemberHandler, [
  http(UnblockMember, {
    method: 'delete',
    path: '/api/members/:id/block',
    tag: MESSAGING_TAG,
    summary: 'Unblock a member',
    access: 'member',
    rateLimit: MESSAGING_WRITE_LIMIT,
    input: byMemberId,
    status: 204,
  }),
]);
