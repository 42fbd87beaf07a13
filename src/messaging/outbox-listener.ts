import pg from 'pg';
import type { Logger } from 'pino';

export const OUTBOX_CHANNEL = 'dealacre_outbox';

/**
 * LISTENs for other processes' commits on the given channels (their transactions NOTIFY them; Postgres
 * delivers a notification at commit) and calls the channel's handler. Reconnects after a lost connection,
 * and calls every handler once connected, to catch up on what was committed while it was not listening.
 */
export async function listenForNotifications(
  url: string,
  handlers: Record<string, () => void>,
  logger: Logger,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const wakeAll = () => Object.values(handlers).forEach((handler) => handler());

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', ({ channel }) => handlers[channel]?.());
    next.on('error', (error) => {
      logger.warn({ err: error }, 'the notification listener lost its connection; reconnecting');
      next.end().catch(() => {});
      scheduleReconnect();
    });
    await next.connect();
    for (const channel of Object.keys(handlers)) await next.query(`listen ${channel}`);
    client = next;
    wakeAll();
  }

  function scheduleReconnect(): void {
    if (closed) return;
    clearTimeout(retry);
    retry = setTimeout(() => connect().catch(() => scheduleReconnect()), 1000);
    retry.unref();
  }

  await connect();
  return async () => {
    closed = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
