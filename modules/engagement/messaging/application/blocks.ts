import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { BlockedError, RecipientSuspendedError } from '../domain/messaging.errors.ts';

/** the blocks between two members and whether the recipient's account is suspended, as one query reads them */
const MAY_MESSAGE_COLUMNS = `array(select blocker_id::text from engagement.blocks
                                  where (blocker_id = ? and blocked_id = ?) or (blocker_id = ? and blocked_id = ?)) as blockers,
                            exists(select 1 from engagement.member_suspensions where user_id = ? and suspended) as recipient_suspended`;

interface MayMessageRow {
  blockers: string[];
  recipient_suspended: boolean;
}

const mayMessageParams = (senderId: string, recipientId: string) => [senderId, recipientId, recipientId, senderId, recipientId];

/** Refuses a message when either member has blocked the other, or when the recipient's account is suspended. */
export async function assertMayMessage(em: EntityManager, senderId: string, recipientId: string): Promise<void> {
  const [row] = await em.execute<MayMessageRow[]>(`select ${MAY_MESSAGE_COLUMNS}`, mayMessageParams(senderId, recipientId));
  refuseUnlessMayMessage(senderId, row);
}

/**
 * What a send must know before it writes, in one query: the message this sender already stored under
 * `clientId` (a retry), which of the two members has blocked the other, and whether the recipient is suspended.
 */
export async function priorSendAndMayMessage(
  em: EntityManager,
  { senderId, recipientId, clientId }: { senderId: string; recipientId: string; clientId: string },
): Promise<{ sentMessageId: string | null } & MayMessageRow> {
  const [row] = await em.execute<Array<{ sent_id: string | null } & MayMessageRow>>(
    `select (select id from engagement.messages where sender_id = ? and client_id = ?) as sent_id, ${MAY_MESSAGE_COLUMNS}`,
    [senderId, clientId, ...mayMessageParams(senderId, recipientId)],
  );
  return { sentMessageId: row.sent_id, blockers: row.blockers, recipient_suspended: row.recipient_suspended };
}

export function refuseUnlessMayMessage(senderId: string, { blockers, recipient_suspended }: MayMessageRow): void {
  if (blockers.length > 0) throw new BlockedError(blockers.includes(senderId));
  if (recipient_suspended) throw new RecipientSuspendedError();
}
