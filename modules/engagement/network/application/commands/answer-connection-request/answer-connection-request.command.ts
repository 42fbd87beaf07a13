import { defineCommand } from '../../../../../shared/kernel/bus.ts';
import type { Connection } from '../../../../contracts/directory.ts';

/**
 * The member who was asked accepts (the asker's bell rings; answers the connection) or declines (the
 * request is gone, the asker is not told; answers null).
 */
export const AnswerConnectionRequest = defineCommand<{ id: string; accept: boolean }, Connection | null>(
  'engagement.answer-connection-request',
);
