import type { CommandContext } from '../../../shared/kernel/bus.ts';
import { appendUserEvents, type RealtimePublisher } from './user-events.ts';

/** Tells the members' open tabs that their conversations changed state (a block was added or lifted). */
export async function announceConversationsChanged(
  { em, afterCommit }: Pick<CommandContext, 'em' | 'afterCommit'>,
  realtime: RealtimePublisher,
  now: Date,
  userIds: string[],
): Promise<void> {
  const events = await appendUserEvents(
    em,
    now,
    userIds.map((userId) => ({ userId, event: { type: 'conversations-changed' } as const })),
  );
  afterCommit(() => realtime.publish(events));
}
