import { requireActor } from '../../../shared/kernel/bus.ts';
import { endpoint } from '../../../shared/kernel/endpoint.ts';
import type { ReauthenticateActor } from '../../../shared/kernel/module.ts';
import { MESSAGING_TAG } from '../application/http.ts';
import { REALTIME_HUB } from '../infrastructure/realtime/tokens.ts';

/** Event streams opened per client address */
const STREAM_LIMIT = { name: 'engagement:event-streams:ip', limit: 30, windowSeconds: 60 };

/** The member's realtime events (messages, notifications, counts), resumed after `Last-Event-ID`. */
export const userEventsEndpoint = endpoint({
  method: 'get',
  path: '/api/events',
  tag: MESSAGING_TAG,
  summary: 'Realtime events (Server-Sent Events)',
  access: 'member',
  rateLimit: STREAM_LIMIT,
  produces: 'text/event-stream',
  errors: [],
  handle: async ({ actor }, req, res, { resolve, closing }) => {
    const { userId } = requireActor(actor);
    const lastEventId = Number(req.get('Last-Event-ID') ?? req.query.lastEventId ?? Number.NaN);
    await resolve(REALTIME_HUB).open(res, userId, {
      lastEventId: Number.isSafeInteger(lastEventId) && lastEventId >= 0 ? lastEventId : null,
      reauthenticate: res.locals.reauthenticate as ReauthenticateActor,
      closing,
    });
  },
});
