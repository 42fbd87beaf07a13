import { LockMode } from '@mikro-orm/core';
import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { ListingStatusChanged } from '../../../contracts/events.ts';
import { Property } from '../../../domain/property.entity.ts';
import { ExpireListings } from './expire-listings.command.ts';

const BATCH = 200;

const needs = { clock: PLATFORM.Clock };

export class ExpireListingsHandler extends UsesDependencies<typeof needs> implements CommandHandler<void, { expired: number }> {
  async execute(_input: void, { em, publish }: CommandContext): Promise<{ expired: number }> {
    const now = this.deps.clock.now();
    // several hosts may run the job: each takes the rows the others have not locked (FOR UPDATE SKIP
    // LOCKED); a batch per run keeps the transaction short, the next run takes the rest
    const due = await em.find(
      Property,
      { status: 'active', expiresAt: { $lte: now } },
      { lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE, limit: BATCH, orderBy: { expiresAt: 'asc' } },
    );
    for (const property of due) property.expire(now);
    await em.flush();
    for (const property of due) {
      publish(ListingStatusChanged.create(property.id, { ...property.toSnapshot(), previousStatus: 'active', reason: 'expired' }));
    }
    return { expired: due.length };
  }
}

export const expireListings = handlesCommand(ExpireListings, needs, ExpireListingsHandler);
