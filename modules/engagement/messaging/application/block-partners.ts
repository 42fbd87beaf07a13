import { token } from '../../../shared/kernel/tokens.ts';

/** The members a member has blocked or been blocked by: neither sees the other's posts on the JV board. */
export interface BlockPartners {
  of(userId: string): Promise<string[]>;
}

export const BLOCK_PARTNERS = token<BlockPartners>('engagement.BlockPartners');
