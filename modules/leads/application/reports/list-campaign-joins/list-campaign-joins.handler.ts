import { requireActor, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { CAMPAIGN_JOINS_SHOWN, campaignJoinsSchema, type CampaignJoins } from '../../../contracts/campaigns.ts';
import { byCampaignId, CAMPAIGNS_TAG, findOwnCampaign } from '../../campaigns.ts';
import { requireSeller } from '../../contacts.ts';
import { ListCampaignJoins } from './list-campaign-joins.query.ts';

const needs = { em: PLATFORM.EntityManager };

export class ListCampaignJoinsHandler
  extends UsesDependencies<typeof needs>
  implements QueryHandler<{ campaignId: string }, CampaignJoins>
{
  async execute({ campaignId }: { campaignId: string }, { actor }: QueryContext): Promise<CampaignJoins> {
    const em = this.deps.em.fork();
    const campaign = await findOwnCampaign(em, requireSeller(requireActor(actor)), campaignId);
    // the contact as the seller keeps them now; one deleted since is named by the address the mail went to
    const rows = await em.execute<Array<{ contact_id: string; name: string | null; email: string; joined_at: Date | string }>>(
      `select s.contact_id, c.name, s.email, s.joined_at
       from leads.campaign_sends s left join leads.contacts c on c.id = s.contact_id
       where s.campaign_id = ? and s.joined_at is not null
       order by s.joined_at desc, s.id limit ?`,
      [campaign.id, CAMPAIGN_JOINS_SHOWN],
    );
    return {
      rows: rows.map((row) => ({
        contactId: row.contact_id,
        name: row.name,
        email: row.email,
        joinedAt: new Date(row.joined_at).toISOString(),
      })),
    };
  }
}

export const listCampaignJoins = answersQuery(ListCampaignJoins, needs, ListCampaignJoinsHandler, [
  http(ListCampaignJoins, {
    method: 'get',
    path: '/api/campaigns/:id/joined',
    tag: CAMPAIGNS_TAG,
    summary: 'Who joined through a campaign’s invitations',
    description: `The latest ${CAMPAIGN_JOINS_SHOWN} contacts who accepted the campaign's invitation, latest first.`,
    access: 'member',
    input: byCampaignId,
    response: campaignJoinsSchema,
    errors: [403, 404],
  }),
]);
