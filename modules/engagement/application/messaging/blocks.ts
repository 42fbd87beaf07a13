import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { Block } from '../../domain/block.entity.ts';
import { BlockedError } from '../../domain/messaging.errors.ts';

/** Refuses a message between two members when either has blocked the other. */
export async function assertNotBlocked(em: EntityManager, senderId: string, recipientId: string): Promise<void> {
  const blocks = await em.find(Block, {
    $or: [
      { blockerId: senderId, blockedId: recipientId },
      { blockerId: recipientId, blockedId: senderId },
    ],
  });
  if (blocks.length === 0) return;
  throw new BlockedError(blocks.some((block) => block.blockerId === senderId));
}
