import { requireActor, type CommandContext, type CommandHandler } from '../../../../../shared/kernel/bus.ts';
import type { Clock } from '../../../../../shared/kernel/clock.ts';
import { isUuid } from '../../../../../shared/kernel/ids.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { handlesCommand } from '../../../../../shared/kernel/use-case.ts';
import { Block } from '../../../domain/block.entity.ts';
import { CannotBlockSelfError, MemberNotFoundError } from '../../../domain/messaging.errors.ts';
import { announceConversationsChanged } from '../../announce.ts';
import { REALTIME_PUBLISHER, type RealtimePublisher } from '../../user-events.ts';
import { BlockMember } from './block-member.command.ts';

export class BlockMemberHandler implements CommandHandler<{ memberId: string }, void> {
  readonly #clock: Clock;
  readonly #realtime: RealtimePublisher;

  constructor(clock: Clock, realtime: RealtimePublisher) {
    this.#clock = clock;
    this.#realtime = realtime;
  }

  async execute({ memberId }: { memberId: string }, context: CommandContext): Promise<void> {
    const { em } = context;
    const { userId } = requireActor(context.actor);
    if (memberId === userId) throw new CannotBlockSelfError();
    // any member can write to one (directly, or about a JV post), so any member can be blocked; the
    // route has made sure `memberId` is a member's (FindMember)
    if (!isUuid(memberId)) throw new MemberNotFoundError();
    if (await em.findOne(Block, { blockerId: userId, blockedId: memberId })) return;
    em.persist(Block.of(userId, memberId, this.#clock.now()));
    await em.flush();
    await announceConversationsChanged(context, this.#realtime, this.#clock.now(), [userId, memberId]);
  }
}

export const blockMember = handlesCommand(
  BlockMember,
  [PLATFORM.Clock, REALTIME_PUBLISHER],
  (clock, realtime) => new BlockMemberHandler(clock, realtime),
);
