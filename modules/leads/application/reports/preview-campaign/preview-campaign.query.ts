import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { CampaignPreview } from '../../../contracts/campaigns.ts';

/** A campaign's mail as one contact (or its first recipient) would read it. */
export const PreviewCampaign = defineQuery<{ campaignId: string; contactId?: string }, CampaignPreview>('leads.preview-campaign');
