import type { IntegrationEvent } from '../../../../shared/kernel/events.ts';
import type { Subscriber, SubscriberContext } from '../../../../shared/kernel/module.ts';
import { SessionsEnded } from '../../../../identity/contracts/events.ts';
import { REALTIME_PUBLISHER } from '../user-events.ts';
import { UsesDependencies } from '../../../../shared/kernel/use-case.ts';

export const onSessionsEndedNeeds = { realtime: REALTIME_PUBLISHER };

/**
 * A member signed out (here or everywhere) or changed their password: their open event streams are
 * checked at once, and those of ended sessions close, instead of at their next heartbeat.
 */
export class OnSessionsEnded extends UsesDependencies<typeof onSessionsEndedNeeds> implements Subscriber {
  async handle(event: IntegrationEvent, { afterCommit }: SubscriberContext): Promise<void> {
    if (!SessionsEnded.is(event)) return;
    const { userId } = event.payload;
    afterCommit(() => this.deps.realtime.checkSessions(userId));
  }
}
