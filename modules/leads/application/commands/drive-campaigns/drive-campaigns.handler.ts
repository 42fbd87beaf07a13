import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { CampaignSendDue } from '../../../contracts/campaign-events.ts';
import { recoverAndListDue } from '../../campaign-sending.ts';
import { DriveCampaigns } from './drive-campaigns.command.ts';

const needs = { clock: PLATFORM.Clock };

/**
 * Takes back the records of workers that died (past the claim's lease), marks campaigns with nothing left
 * as sent, and queues `CampaignSendDue` for each campaign still sending with records queued: its delivery
 * claims what the seller's limits allow now (nothing, while the window is used up).
 */
export class DriveCampaignsHandler extends UsesDependencies<typeof needs> implements CommandHandler<void, number> {
  async execute(_input: void, { em, publish }: CommandContext): Promise<number> {
    const due = await recoverAndListDue(em, this.deps.clock.now());
    for (const campaign of due) publish(CampaignSendDue.create(campaign.id, { sellerId: campaign.seller_id }));
    return due.length;
  }
}

export const driveCampaigns = handlesCommand(DriveCampaigns, needs, DriveCampaignsHandler);
