import { BILLING_API } from '../../../billing/contracts/api.ts';
import type { IntegrationEvent } from '../../../shared/kernel/events.ts';
import type { Subscriber, SubscriberContext } from '../../../shared/kernel/module.ts';
import { PLATFORM } from '../../../shared/kernel/tokens.ts';
import { UsesDependencies } from '../../../shared/kernel/use-case.ts';
import { ContactImportChunkDue } from '../../contracts/events.ts';
import { runImportChunk } from '../contact-imports.ts';

export const onContactImportChunkDueNeeds = { clock: PLATFORM.Clock, billing: BILLING_API };

/**
 * Stores one chunk of a contact import per delivery and queues the next (`runImportChunk`): the outbox
 * carries the import through restarts, the inbox and the import's own progress make a redelivery a no-op.
 */
export class OnContactImportChunkDue extends UsesDependencies<typeof onContactImportChunkDueNeeds> implements Subscriber {
  async handle(event: IntegrationEvent, { em, publish }: SubscriberContext): Promise<void> {
    if (!ContactImportChunkDue.is(event)) return;
    const next = await runImportChunk(em, this.deps.billing, event.aggregateId, event.payload.from, this.deps.clock.now());
    if (next) publish(next);
  }
}
