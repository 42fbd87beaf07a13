import { requireActor, type CommandContext, type CommandHandler } from '../../../../../shared/kernel/bus.ts';
import { isUuid } from '../../../../../shared/kernel/ids.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { handlesCommand, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
import { Block } from '../../../domain/block.entity.ts';
import { CannotBlockSelfError, MemberNotFoundError } from '../../../domain/messaging.errors.ts';
import { announceConversationsChanged } from '../../announce.ts';
import { REALTIME_PUBLISHER } from '../../user-events.ts';
import { BlockMember } from './block-member.command.ts';

const needs = { clock: PLATFORM.Clock, realtime: REALTIME_PUBLISHER };

export class BlockMemberHandler extends UsesDependencies<typeof needs> implements CommandHandler<{ memberId: string }, void> {
  async execute({ memberId }: { memberId: string }, context: CommandContext): Promise<void> {
    const { clock, realtime } = this.deps;
    const { em } = context;
    const { userId } = requireActor(context.actor);
    if (memberId === userId) throw new CannotBlockSelfError();
    // any member can write to one (directly, or about a JV post), so any member can be blocked; the
    // route has made sure `memberId` is a member's (FindMember)
    if (!isUuid(memberId)) throw new MemberNotFoundError();
    if (await em.findOne(Block, { blockerId: userId, blockedId: memberId })) return;
    em.persist(Block.of(userId, memberId, clock.now()));
    await em.flush();
    await announceConversationsChanged(context, realtime, clock.now(), [userId, memberId]);
  }
}

export const blockMember = handlesCommand(BlockMember, needs, BlockMemberHandler);
