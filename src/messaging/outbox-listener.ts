import pg from 'pg';
import type { Logger } from 'pino';

export const OUTBOX_CHANNEL = 'dealacre_outbox';

/**
 * LISTENs for commits on other hosts (a command's transaction NOTIFYs this channel; Postgres
 * delivers it at commit) and wakes the local dispatcher. Reconnects after a lost connection.
 */
export async function listenForOutbox(url: string, onNotify: () => void, logger: Logger): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', onNotify);
    next.on('error', (error) => {
      logger.warn({ err: error }, 'outbox listener lost its connection; reconnecting');
      next.end().catch(() => {});
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`listen ${OUTBOX_CHANNEL}`);
    client = next;
    onNotify(); // catch up on anything committed while we were not listening
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
