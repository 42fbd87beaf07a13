import pino, { type Logger, type LoggerOptions } from 'pino';
import type { Config } from '../config.ts';

/** Request headers never written, whatever a log line carries. */
const REDACT = ['req.headers.cookie', 'req.headers.authorization'];

/**
 * How the host's log lines are written: JSON (one object a line, for a collector) always in production and
 * whenever stdout is not a terminal; readable lines on a terminal, or anywhere with LOG_FORMAT=pretty.
 */
export function logFormat(config: Pick<Config, 'NODE_ENV' | 'LOG_FORMAT'>, stdoutIsTerminal: boolean): 'json' | 'pretty' {
  if (config.NODE_ENV === 'production') return 'json';
  if (config.LOG_FORMAT === 'auto') return stdoutIsTerminal ? 'pretty' : 'json';
  return config.LOG_FORMAT;
}

interface RequestLine {
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

/** A request's line as a developer reads it: `GET /api/properties 200 12 ms`, and the method and path before any other message about it. */
export function prettyMessage(log: Record<string, unknown>, messageKey: string): string {
  const message = typeof log[messageKey] === 'string' ? log[messageKey] : '';
  const { req, res, responseTime } = log as RequestLine;
  if (!req?.method) return message;
  const request = `${req.method} ${req.url ?? ''}`;
  if (!res?.statusCode) return `${request}: ${message}`;
  const line = `${request} ${res.statusCode}${responseTime === undefined ? '' : ` ${responseTime} ms`}`;
  return message === 'request completed' ? line : `${line} (${message})`;
}

/** The host's logger; pino-pretty is loaded only when lines are written for a person to read. */
export async function createLogger(
  config: Pick<Config, 'NODE_ENV' | 'LOG_FORMAT' | 'LOG_LEVEL'>,
  stdoutIsTerminal = Boolean(process.stdout.isTTY),
): Promise<Logger> {
  const options: LoggerOptions = { level: config.LOG_LEVEL, redact: REDACT };
  if (logFormat(config, stdoutIsTerminal) === 'json') {
    // Production keeps pino's asynchronous writes. Elsewhere each line is written as it is logged: work
    // on PGlite, in this thread, can hold asynchronous writes back until it ends (start-up progress
    // lines all at once, after the start banner).
    return config.NODE_ENV === 'production' ? pino(options) : pino(options, pino.destination({ dest: 1, sync: true }));
  }
  const { default: pretty } = await import('pino-pretty');
  return pino(
    options,
    pretty({
      sync: true,
      colorize: stdoutIsTerminal && pretty.isColorSupported,
      translateTime: 'SYS:HH:MM:ss',
      // a line's fields after its message, on the same line
      singleLine: true,
      ignore: 'pid,hostname,req,res,responseTime',
      messageFormat: prettyMessage,
    }),
  );
}
