import { defineCommand } from '../../../../../shared/kernel/bus.ts';

/** A scheduled job: attachments uploaded a day ago or more and sent in no message are deleted, files and records. */
export const PurgeUnsentAttachments = defineCommand<void, { deleted: number }>('engagement.purge-unsent-attachments');
