import { token } from '../shared/kernel/tokens.ts';
import type { CampaignMailLinks } from './infrastructure/campaign-mail-links.ts';

/**
 * The leads services `index.ts` binds and the use cases inject. A file of its own so that handler files can
 * name them without importing `index.ts` (which imports the handler files).
 */
export const LEADS_SERVICES = {
  CampaignMailLinks: token<CampaignMailLinks>('leads.CampaignMailLinks'),
};
