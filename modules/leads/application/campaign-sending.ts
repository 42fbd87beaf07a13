import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { BillingApi } from '../../billing/contracts/api.ts';
import type { IdentityApi } from '../../identity/contracts/api.ts';
import type { ListingsApi } from '../../listings/contracts/api.ts';
import type { Mailer } from '../../shared/kernel/mailer.port.ts';
import { lockUsage } from '../../shared/kernel/usage-lock.ts';
import { Campaign } from '../domain/campaign.entity.ts';
import { sendingBudget } from '../domain/campaign-throttle.ts';
import { campaignContext, campaignMail, invitedName, mailableContact, mailLimits, type LinksFor } from './campaigns.ts';

/** Most mails one delivery claims: a batch is sent after its delivery commits, so it stays short. */
export const CAMPAIGN_BATCH = 50;

/**
 * A claimed record whose worker has not marked it for this long belongs to a worker that died: a `claimed`
 * one was never handed to the mail server and goes back to the queue; a `sending` one may have left and
 * becomes `uncertain`, never sent again (decision 0059).
 */
export const CLAIM_LEASE_MS = 5 * 60_000;

export interface Claimed {
  id: string;
  contact_id: string;
}

/**
 * Claims the campaign's next queued records within the seller's throttle, in the caller's transaction (a
 * delivery's): the seller's claims run one at a time, so two workers never both take the last of a minute's
 * mails, and `skip locked` keeps them off each other's records. The claim is stamped with `now`, which is
 * what the per-minute and per-day windows count.
 */
export async function claimBatch(em: EntityManager, billing: BillingApi, campaignId: string, now: Date): Promise<Claimed[]> {
  const campaign = await em.findOne(Campaign, { id: campaignId });
  if (!campaign || campaign.status !== 'sending') return [];
  await lockUsage(em, 'leads.campaign-mail', campaign.sellerId);
  const [used] = await em.execute<Array<{ minute: number; day: number }>>(
    `select (count(*) filter (where claimed_at > ?))::int as minute, count(*)::int as day from leads.campaign_sends
     where seller_id = ? and claimed_at > ? and status in ('claimed', 'sending', 'sent', 'uncertain', 'failed')`,
    [new Date(now.getTime() - 60_000), campaign.sellerId, new Date(now.getTime() - 24 * 3600_000)],
  );
  const budget = Math.min(CAMPAIGN_BATCH, sendingBudget(await mailLimits(billing, campaign.sellerId), used!));
  if (budget <= 0) return [];
  return em.execute<Claimed[]>(
    `update leads.campaign_sends set status = 'claimed', claimed_at = ? where id in (
       select id from leads.campaign_sends where campaign_id = ? and status = 'queued' order by id limit ? for update skip locked)
     returning id, contact_id`,
    [now, campaignId, budget],
  );
}

export interface SendDeps {
  em: EntityManager;
  mailer: Mailer;
  identity: IdentityApi;
  listings: ListingsApi;
  links: LinksFor;
  publicUrl: string;
  now: () => Date;
}

/** A permanent refusal by the mail server (5xx): that address fails; anything else is retried later. */
const permanent = (error: unknown) => {
  const code = (error as { responseCode?: number } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/**
 * Sends claimed records, each in three steps that each commit: marked `sending` (only while the campaign is
 * sending: a pause stops here), handed to the mail server, marked `sent`. A contact unsubscribed or suppressed
 * since it was queued is `skipped`. A server that refuses the address for good makes it `failed`; one that is
 * unreachable puts the record back in the queue and ends the batch. Records left claimed go back to the queue.
 */
export async function sendClaimed(deps: SendDeps, campaignId: string, claimed: readonly Claimed[]): Promise<void> {
  if (claimed.length === 0) return;
  const em = deps.em.fork();
  const campaign = await em.findOne(Campaign, { id: campaignId });
  if (!campaign) return;
  const context = await campaignContext(campaign, deps.identity, deps.listings, deps.publicUrl);
  try {
    for (const record of claimed) {
      const taken = await em.execute<unknown[]>(
        `update leads.campaign_sends s set status = 'sending' from leads.campaigns c
         where s.id = ? and s.status = 'claimed' and c.id = s.campaign_id and c.status = 'sending' returning s.id`,
        [record.id],
      );
      if (taken.length === 0) continue;
      const contact = await mailableContact(em, campaign.sellerId, record.contact_id);
      if (!contact) {
        await em.execute(`update leads.campaign_sends set status = 'skipped' where id = ?`, [record.id]);
        continue;
      }
      try {
        const links = await deps.links(record.id);
        if (campaign.kind === 'invite') {
          // the invitation is for this contact's own address, the one this mail goes to (decision 0062)
          const { token } = await deps.identity.createInvitationLink({
            email: contact.email,
            ...invitedName(contact.name),
            phone: contact.phone,
            reference: record.id,
          });
          links.click = `${links.click}&invitation=${token}`;
        }
        await deps.mailer.send(campaignMail(campaign, contact, context, links, record.id));
      } catch (error) {
        if (!permanent(error)) {
          await em.execute(`update leads.campaign_sends set status = 'queued' where id = ?`, [record.id]);
          throw error;
        }
        const message = error instanceof Error ? error.message.slice(0, 500) : 'refused';
        await em.execute(`update leads.campaign_sends set status = 'failed', error = ? where id = ?`, [message, record.id]);
        continue;
      }
      await em.execute(`update leads.campaign_sends set status = 'sent', sent_at = ? where id = ?`, [deps.now(), record.id]);
    }
  } finally {
    await em.execute(
      `update leads.campaign_sends set status = 'queued', claimed_at = null where id = any(?::uuid[]) and status = 'claimed'`,
      [`{${claimed.map((record) => record.id).join(',')}}`],
    );
    await finishIfDone(em, campaignId, deps.now());
  }
}

/** A sending campaign none of whose records waits any more is sent. */
export async function finishIfDone(em: EntityManager, campaignId: string, now: Date): Promise<void> {
  await em.execute(
    `update leads.campaigns set status = 'sent', finished_at = ?, updated_at = ? where id = ? and status = 'sending'
     and not exists (select 1 from leads.campaign_sends where campaign_id = ? and status in ('queued', 'claimed', 'sending'))`,
    [now, now, campaignId, campaignId],
  );
}

/**
 * Records of workers that died (claimed longer ago than the lease): `claimed` back to the queue, `sending`
 * to `uncertain`. Answers the campaigns still sending that have records waiting, to go on with.
 */
export async function recoverAndListDue(em: EntityManager, now: Date): Promise<Array<{ id: string; seller_id: string }>> {
  const stale = new Date(now.getTime() - CLAIM_LEASE_MS);
  await em.execute(`update leads.campaign_sends set status = 'queued', claimed_at = null where status = 'claimed' and claimed_at < ?`, [
    stale,
  ]);
  await em.execute(`update leads.campaign_sends set status = 'uncertain' where status = 'sending' and claimed_at < ?`, [stale]);
  const due = await em.execute<Array<{ id: string; seller_id: string }>>(
    `select c.id, c.seller_id from leads.campaigns c where c.status = 'sending'
     and exists (select 1 from leads.campaign_sends s where s.campaign_id = c.id and s.status = 'queued')`,
  );
  const done = await em.execute<Array<{ id: string }>>(
    `select c.id from leads.campaigns c where c.status = 'sending'
     and not exists (select 1 from leads.campaign_sends s where s.campaign_id = c.id and s.status in ('queued', 'claimed', 'sending'))`,
  );
  for (const { id } of done) await finishIfDone(em, id, now);
  return due;
}
