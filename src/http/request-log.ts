import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LevelWithSilent } from 'pino';

/**
 * What a page load fetches by the dozen: the built scripts and styles, uploaded photos, the icon, and in
 * development Vite's modules. Twenty lines of these for one homepage hide the five that matter.
 */
const STATIC_FILE = /^\/(?:assets\/|uploads\/|favicon\.|@vite\/|@react-refresh|@fs\/|@id\/|src\/|node_modules\/)/;

export function isStaticFileRequest(url: string): boolean {
  return STATIC_FILE.test(url);
}

/**
 * pino-http's level for a finished request: no line for a static file served (200, 304), the usual line
 * otherwise, so a missing or failing file is still logged. Express strips a mount path from `req.url`
 * while the mounted handler runs, and a file can finish sending then: `originalUrl` keeps the whole path.
 */
export function requestLogLevel(req: IncomingMessage, res: ServerResponse, error?: Error): LevelWithSilent {
  const url = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '';
  if (!error && res.statusCode < 400 && isStaticFileRequest(url)) return 'silent';
  return 'info';
}
