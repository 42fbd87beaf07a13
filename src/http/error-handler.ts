import { STATUS_CODES } from 'node:http';
import type { ErrorRequestHandler } from 'express';
import { AppError, type ErrorKind } from '../../modules/shared/kernel/errors.ts';

const STATUS: Record<ErrorKind, number> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'business-rule': 422,
  'rate-limited': 429,
  unavailable: 503,
};

export interface ErrorBody {
  message: string;
  code?: string;
  details?: unknown;
  upgradeRequired?: boolean;
}

/** Maps every error to the JSON format of docs/architecture.md section 7; unexpected errors are logged, not shown. */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const { status, body } = describe(error);
  if (status === 503) req.log.warn({ reason: (error as Error).message }, 'a service the request needs is unavailable');
  else if (status >= 500) req.log.error({ err: error }, 'request failed');
  if (error instanceof AppError && error.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(error.retryAfterSeconds));
  if (res.headersSent) return;
  res.status(status).json(body);
};

function describe(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    return {
      status: STATUS[error.kind],
      body: { message: error.message, code: error.code, details: error.details, upgradeRequired: error.upgradeRequired },
    };
  }
  // body-parser's errors carry `type` and `status`
  const parserError = error as { type?: string; status?: number };
  if (parserError.type === 'entity.parse.failed') {
    return { status: 400, body: { message: 'The request body is not valid JSON', code: 'malformed_json' } };
  }
  if (parserError.type === 'entity.too.large') {
    return { status: 413, body: { message: 'The request body is too large', code: 'payload_too_large' } };
  }
  if (typeof parserError.status === 'number' && parserError.status >= 400 && parserError.status < 500) {
    return { status: parserError.status, body: { message: STATUS_CODES[parserError.status] ?? 'Bad request' } };
  }
  return { status: 500, body: { message: 'Something went wrong on our side. Please try again.', code: 'internal_error' } };
}
