import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { Block } from '../domain/block.entity.ts';
import { BlockedError } from '../domain/messaging.errors.ts';

/** Refuses a message between two members when either has blocked the other. */
export async function assertNotBlocked(em: EntityManager, senderId: string, recipientId: string): Promise<void> {
  const blocks = await em.find(Block, {
    $or: [
      { blockerId: senderId, blockedId: recipientId },
      { blockerId: recipientId, blockedId: senderId },
    ],
  });
  refuseIfBlocked(
    senderId,
    blocks.map((block) => block.blockerId),
  );
}

/**
 * What a send must know before it writes, in one query: the message this sender already stored under
 * `clientId` (a retry), and which of the two members has blocked the other.
 */
export async function priorSendAndBlocks(
  em: EntityManager,
  { senderId, recipientId, clientId }: { senderId: string; recipientId: string; clientId: string },
): Promise<{ sentMessageId: string | null; blockerIds: string[] }> {
  const [row] = await em.execute<Array<{ sent_id: string | null; blockers: string[] }>>(
    `select (select id from engagement.messages where sender_id = ? and client_id = ?) as sent_id,
            array(select blocker_id::text from engagement.blocks
                  where (blocker_id = ? and blocked_id = ?) or (blocker_id = ? and blocked_id = ?)) as blockers`,
    [senderId, clientId, senderId, recipientId, recipientId, senderId],
  );
  return { sentMessageId: row.sent_id, blockerIds: row.blockers };
}

export function refuseIfBlocked(senderId: string, blockerIds: readonly string[]): void {
  if (blockerIds.length > 0) throw new BlockedError(blockerIds.includes(senderId));
}
