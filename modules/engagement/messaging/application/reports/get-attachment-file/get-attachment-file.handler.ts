import { requireActor, type QueryContext, type QueryHandler } from '../../../../../shared/kernel/bus.ts';
import { isUuid } from '../../../../../shared/kernel/ids.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { answersQuery, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
import { MessageAttachment } from '../../../domain/message-attachment.entity.ts';
import { AttachmentNotFoundError } from '../../../domain/messaging.errors.ts';
import { memberConversation } from '../../member-conversation.ts';
import { suspendedAmong } from '../../../../network/application/member-suspensions.ts';
import { GetAttachmentFile, type AttachmentFile } from './get-attachment-file.query.ts';

const needs = { em: PLATFORM.EntityManager, storage: PLATFORM.Storage };

/** A sent attachment to either member (but not one a suspended member sent); an unsent upload only to its uploader. */
export class GetAttachmentFileHandler
  extends UsesDependencies<typeof needs>
  implements QueryHandler<{ conversationId: string; attachmentId: string }, AttachmentFile>
{
  async execute(
    { conversationId, attachmentId }: { conversationId: string; attachmentId: string },
    { actor }: QueryContext,
  ): Promise<AttachmentFile> {
    const { userId } = requireActor(actor);
    const em = this.deps.em.fork();
    const conversation = await memberConversation(em, conversationId, userId);
    const attachment = isUuid(attachmentId)
      ? await em.findOne(MessageAttachment, { id: attachmentId, conversationId: conversation.id })
      : null;
    if (!attachment || (attachment.messageId === null && attachment.uploaderId !== userId)) throw new AttachmentNotFoundError();
    // hidden with the suspended sender's messages (decision 0049)
    if (attachment.uploaderId !== userId && (await suspendedAmong(em, [attachment.uploaderId])).size > 0)
      throw new AttachmentNotFoundError();
    const data = await this.deps.storage.get(attachment.storageKey);
    if (!data) throw new AttachmentNotFoundError();
    return { kind: attachment.kind, contentType: attachment.contentType, fileName: attachment.fileName, data };
  }
}

export const getAttachmentFile = answersQuery(GetAttachmentFile, needs, GetAttachmentFileHandler);
