import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { requireActor, type QueryContext, type QueryHandler } from '../../../../../shared/kernel/bus.ts';
import { isUuid } from '../../../../../shared/kernel/ids.ts';
import type { Storage } from '../../../../../shared/kernel/storage.port.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { answersQuery } from '../../../../../shared/kernel/use-case.ts';
import { MessageAttachment } from '../../../domain/message-attachment.entity.ts';
import { AttachmentNotFoundError } from '../../../domain/messaging.errors.ts';
import { memberConversation } from '../../member-conversation.ts';
import { GetAttachmentFile, type AttachmentFile } from './get-attachment-file.query.ts';

/** A sent attachment to either member; an unsent upload only to its uploader. */
export class GetAttachmentFileHandler implements QueryHandler<{ conversationId: string; attachmentId: string }, AttachmentFile> {
  readonly #em: EntityManager;
  readonly #storage: Storage;

  constructor(em: EntityManager, storage: Storage) {
    this.#em = em;
    this.#storage = storage;
  }

  async execute(
    { conversationId, attachmentId }: { conversationId: string; attachmentId: string },
    { actor }: QueryContext,
  ): Promise<AttachmentFile> {
    const { userId } = requireActor(actor);
    const em = this.#em.fork();
    const conversation = await memberConversation(em, conversationId, userId);
    const attachment = isUuid(attachmentId)
      ? await em.findOne(MessageAttachment, { id: attachmentId, conversationId: conversation.id })
      : null;
    if (!attachment || (attachment.messageId === null && attachment.uploaderId !== userId)) throw new AttachmentNotFoundError();
    const data = await this.#storage.get(attachment.storageKey);
    if (!data) throw new AttachmentNotFoundError();
    return { kind: attachment.kind, contentType: attachment.contentType, fileName: attachment.fileName, data };
  }
}

export const getAttachmentFile = answersQuery(
  GetAttachmentFile,
  [PLATFORM.EntityManager, PLATFORM.Storage],
  (em, storage) => new GetAttachmentFileHandler(em, storage),
);
