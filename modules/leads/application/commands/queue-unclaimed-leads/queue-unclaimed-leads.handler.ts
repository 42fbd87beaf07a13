import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { SellerLeadQueued } from '../../../contracts/events.ts';
import { LEAD_CLAIM_WINDOW_MS } from '../../../contracts/seller-leads.ts';
import { QueueUnclaimedLeads } from './queue-unclaimed-leads.command.ts';

const BATCH = 500;

/** Locked with `skip locked`, so hosts running the job at once share the leads. */
const QUEUE_DUE = `
  update leads.seller_leads l set status = 'queued', queued_at = ?
  where l.id in (
    select id from leads.seller_leads
    where status = 'open' and created_at <= ?
    order by created_at
    limit ${BATCH}
    for update skip locked
  )
  returning l.id, l.city, l.state, l.county`;

const needs = { clock: PLATFORM.Clock };

export class QueueUnclaimedLeadsHandler extends UsesDependencies<typeof needs> implements CommandHandler<void, number> {
  async execute(_input: void, { em, publish }: CommandContext): Promise<number> {
    const now = this.deps.clock.now();
    const queued = await em.execute<Array<{ id: string; city: string | null; state: string | null; county: string | null }>>(QUEUE_DUE, [
      now,
      new Date(now.getTime() - LEAD_CLAIM_WINDOW_MS),
    ]);
    for (const lead of queued) publish(SellerLeadQueued.create(lead.id, { city: lead.city, state: lead.state, county: lead.county }));
    return queued.length;
  }
}

export const queueUnclaimedLeads = handlesCommand(QueueUnclaimedLeads, needs, QueueUnclaimedLeadsHandler);
