import { LockMode } from '@mikro-orm/core';
import type { CommandContext, CommandHandler } from '../../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { handlesCommand, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
import { MessageAttachment, UNSENT_ATTACHMENT_GRACE_MS } from '../../../domain/message-attachment.entity.ts';
import { PurgeUnsentAttachments } from './purge-unsent-attachments.command.ts';

/** unsent uploads deleted per run; the next run takes the rest */
const PURGE_BATCH = 200;

const needs = { storage: PLATFORM.Storage, clock: PLATFORM.Clock };

/**
 * Takes the due uploads that no other transaction has locked (a send attaching one locks it first,
 * so a file is never deleted under a message; several hosts running the job share the work), deletes
 * their records, then their files while the records are still locked.
 */
export class PurgeUnsentAttachmentsHandler extends UsesDependencies<typeof needs> implements CommandHandler<void, { deleted: number }> {
  async execute(_input: void, { em }: CommandContext): Promise<{ deleted: number }> {
    const { storage, clock } = this.deps;
    const uploadedBefore = new Date(clock.now().getTime() - UNSENT_ATTACHMENT_GRACE_MS);
    const due = await em.find(
      MessageAttachment,
      { messageId: null, uploadedAt: { $lte: uploadedBefore } },
      { lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE, limit: PURGE_BATCH, orderBy: { uploadedAt: 'asc' } },
    );
    for (const attachment of due) em.remove(attachment);
    await em.flush();
    // a failure rolls the records back and the next run deletes them again
    await Promise.all(due.map((attachment) => storage.delete(attachment.storageKey)));
    return { deleted: due.length };
  }
}

export const purgeUnsentAttachments = handlesCommand(PurgeUnsentAttachments, needs, PurgeUnsentAttachmentsHandler);
