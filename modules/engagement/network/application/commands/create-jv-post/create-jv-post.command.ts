import { defineCommand } from '../../../../../shared/kernel/bus.ts';
import type { CreateJvPostRequest, JvPost } from '../../../../contracts/jv.ts';

/**
 * A member posts on the JV board: open for 60 days. Needs Buyer Plus or Pro or a paid seller plan;
 * Buyer Pro posts are featured.
 */
export const CreateJvPost = defineCommand<CreateJvPostRequest, JvPost>('engagement.create-jv-post');
