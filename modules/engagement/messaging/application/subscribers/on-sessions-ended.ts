import type { IntegrationEvent } from '../../../../shared/kernel/events.ts';
import type { Subscriber, SubscriberContext } from '../../../../shared/kernel/module.ts';
import { SessionsEnded } from '../../../../identity/contracts/events.ts';
import type { RealtimePublisher } from '../user-events.ts';

/**
 * A member signed out (here or everywhere) or changed their password: their open event streams are
 * checked at once, and those of ended sessions close, instead of at their next heartbeat.
 */
export class OnSessionsEnded implements Subscriber {
  readonly #realtime: RealtimePublisher;

  constructor(realtime: RealtimePublisher) {
    this.#realtime = realtime;
  }

  async handle(event: IntegrationEvent, { afterCommit }: SubscriberContext): Promise<void> {
    if (!SessionsEnded.is(event)) return;
    const { userId } = event.payload;
    afterCommit(() => this.#realtime.checkSessions(userId));
  }
}
