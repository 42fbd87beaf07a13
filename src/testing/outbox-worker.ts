/**
 * A host that only delivers the outbox, on the database `DATABASE_URL` names: a test starts it in a child process
 * to kill it with SIGKILL in the middle of a delivery, as a host dies. Prints `delivering` once its dispatcher runs.
 */
import pino from 'pino';
import { loadConfig } from '../config.ts';
import { createHost } from '../host.ts';

const host = await createHost(loadConfig({ ...process.env, LOG_LEVEL: 'silent' }), {
  logger: pino({ level: 'silent' }),
  rebuildEmptyReadModels: false,
});
host.dispatcher.start();
console.log('delivering');
