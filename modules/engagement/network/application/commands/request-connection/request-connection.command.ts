import { defineCommand } from '../../../../../shared/kernel/bus.ts';
import type { Connection, RequestConnectionRequest } from '../../../../contracts/directory.ts';

/**
 * Asks a member with a public profile to connect, with a note; rings their bell. Asking again answers
 * the same request (`created: false`).
 */
export const RequestConnection = defineCommand<RequestConnectionRequest, { connection: Connection; created: boolean }>(
  'engagement.request-connection',
);
