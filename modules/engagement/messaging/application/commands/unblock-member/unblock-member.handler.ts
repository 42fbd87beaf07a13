import { requireActor, type CommandContext, type CommandHandler } from '../../../../../shared/kernel/bus.ts';
import type { Clock } from '../../../../../shared/kernel/clock.ts';
import { isUuid } from '../../../../../shared/kernel/ids.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { handlesCommand, http } from '../../../../../shared/kernel/use-case.ts';
import { MESSAGING_TAG, MESSAGING_WRITE_LIMIT, byMemberId } from '../../http.ts';
import { Block } from '../../../domain/block.entity.ts';
import { announceConversationsChanged } from '../../announce.ts';
import { REALTIME_PUBLISHER, type RealtimePublisher } from '../../user-events.ts';
import { UnblockMember } from './unblock-member.command.ts';

export class UnblockMemberHandler implements CommandHandler<{ memberId: string }, void> {
  readonly #clock: Clock;
  readonly #realtime: RealtimePublisher;

  constructor(clock: Clock, realtime: RealtimePublisher) {
    this.#clock = clock;
    this.#realtime = realtime;
  }

  async execute({ memberId }: { memberId: string }, context: CommandContext): Promise<void> {
    const { userId } = requireActor(context.actor);
    if (!isUuid(memberId)) return;
    const removed = await context.em.nativeDelete(Block, { blockerId: userId, blockedId: memberId });
    if (removed > 0) await announceConversationsChanged(context, this.#realtime, this.#clock.now(), [userId, memberId]);
  }
}

export const unblockMember = handlesCommand(
  UnblockMember,
  [PLATFORM.Clock, REALTIME_PUBLISHER],
  (clock, realtime) => new UnblockMemberHandler(clock, realtime),
  [
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
  ],
);
