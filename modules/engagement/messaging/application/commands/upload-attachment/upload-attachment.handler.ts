import { requireActor, type CommandContext, type CommandHandler } from '../../../../../shared/kernel/bus.ts';
import { ValidationError } from '../../../../../shared/kernel/errors.ts';
import { PhotoRefusedError } from '../../../../../shared/kernel/photos.port.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { handlesCommand, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_RULE_MESSAGE, type Attachment } from '../../../../contracts/messaging.ts';
import { MessageAttachment, type AttachmentKind } from '../../../domain/message-attachment.entity.ts';
import { assertMayMessage } from '../../blocks.ts';
import { MESSAGING_LIMITS } from '../../limits.ts';
import { memberConversation } from '../../member-conversation.ts';
import { UploadAttachment, type AttachmentUpload } from './upload-attachment.command.ts';

/** A photo is stored at most this wide (never enlarged), as listing photos are. */
export const ATTACHMENT_PHOTO_WIDTH = 1600;
const NAME_MAX_LENGTH = 200;
const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');

interface PreparedFile {
  kind: AttachmentKind;
  contentType: string;
  data: Buffer;
  dimensions?: { width: number; height: number };
}

const quoted = (name: string) => `"${name.replace(/"/g, '').slice(0, 120)}"`;

function refuse(name: string, reason: string): ValidationError {
  const message = `${quoted(name)} ${reason}`;
  return new ValidationError(message, [{ path: ['file'], message }]);
}

const needs = { photos: PLATFORM.Photos, storage: PLATFORM.Storage, limiter: PLATFORM.RateLimiter, clock: PLATFORM.Clock };

/**
 * Photos are re-encoded (upright, no metadata, at most ATTACHMENT_PHOTO_WIDTH wide) and PDFs kept as
 * they are when their bytes start with the PDF signature; anything else is refused and nothing is
 * stored. The file is stored under a private key, recorded in the same transaction.
 */
export class UploadAttachmentHandler extends UsesDependencies<typeof needs> implements CommandHandler<AttachmentUpload, Attachment> {
  async execute({ conversationId, name: uploadedName, data }: AttachmentUpload, { em, actor }: CommandContext): Promise<Attachment> {
    const { storage, limiter, clock } = this.deps;
    const { userId } = requireActor(actor);
    const conversation = await memberConversation(em, conversationId, userId);
    await assertMayMessage(em, userId, conversation.otherMemberOf(userId));
    await limiter.hit(MESSAGING_LIMITS.attachmentsPerHour, userId);

    const name = uploadedName.trim().slice(0, NAME_MAX_LENGTH) || 'attachment';
    const file = await this.#prepare(name, data);
    const attachment = MessageAttachment.upload({
      conversationId: conversation.id,
      uploaderId: userId,
      kind: file.kind,
      name,
      contentType: file.contentType,
      size: file.data.length,
      dimensions: file.dimensions,
      now: clock.now(),
    });
    em.persist(attachment);
    await em.flush();
    try {
      await storage.put(attachment.storageKey, file.data, file.contentType);
    } catch (error) {
      await storage.delete(attachment.storageKey).catch(() => {});
      throw error;
    }
    return attachment.toView();
  }

  async #prepare(name: string, data: Buffer): Promise<PreparedFile> {
    if (data.length === 0) throw refuse(name, 'is empty.');
    if (data.length > ATTACHMENT_MAX_BYTES) throw refuse(name, `is larger than 10 MB. ${ATTACHMENT_RULE_MESSAGE}`);
    if (data.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE)) return { kind: 'pdf', contentType: 'application/pdf', data };
    try {
      const photo = await this.deps.photos.reencode(data, [ATTACHMENT_PHOTO_WIDTH]);
      const [webp] = photo.variants.values();
      return { kind: 'image', contentType: 'image/webp', data: webp, dimensions: { width: photo.width, height: photo.height } };
    } catch (error) {
      if (!(error instanceof PhotoRefusedError)) throw error;
      throw refuse(name, error.notAPicture ? `is not a photo or a PDF. ${ATTACHMENT_RULE_MESSAGE}` : error.reason);
    }
  }
}

export const uploadAttachment = handlesCommand(UploadAttachment, needs, UploadAttachmentHandler);
