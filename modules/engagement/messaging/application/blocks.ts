import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { BlockedError, RecipientSuspendedError } from '../domain/messaging.errors.ts';

/**
 * The blocks between two members and whether the recipient's account is suspended, as columns of a
 * query whose `members` row names them (`members.sender`, `members.recipient`).
 */
export const MAY_MESSAGE_COLUMNS = `array(select blocker_id::text from engagement.blocks
                                  where (blocker_id = members.sender and blocked_id = members.recipient)
                                     or (blocker_id = members.recipient and blocked_id = members.sender)) as blockers,
                            exists(select 1 from engagement.member_suspensions where user_id = members.recipient and suspended) as recipient_suspended`;

export interface MayMessageRow {
  blockers: string[];
  recipient_suspended: boolean;
}

/** Refuses a message when either member has blocked the other, or when the recipient's account is suspended. */
export async function assertMayMessage(em: EntityManager, senderId: string, recipientId: string): Promise<void> {
  const [row] = await em.execute<MayMessageRow[]>(
    `select ${MAY_MESSAGE_COLUMNS} from (select ?::uuid as sender, ?::uuid as recipient) members`,
    [senderId, recipientId],
  );
  refuseUnlessMayMessage(senderId, row);
}

export function refuseUnlessMayMessage(senderId: string, { blockers, recipient_suspended }: MayMessageRow): void {
  if (blockers.length > 0) throw new BlockedError(blockers.includes(senderId));
  if (recipient_suspended) throw new RecipientSuspendedError();
}
