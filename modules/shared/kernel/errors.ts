/**
 * Typed application errors. Modules throw these (or subclasses from their `domain/*.errors.ts`);
 * the host maps them to HTTP once (docs/architecture.md section 7).
 */
export type ErrorKind =
  | 'validation' // 400
  | 'unauthenticated' // 401
  | 'forbidden' // 403
  | 'not-found' // 404
  | 'conflict' // 409
  | 'business-rule' // 422
  | 'rate-limited' // 429
  | 'unavailable'; // 503

export interface AppErrorOptions {
  code?: string;
  details?: unknown;
  upgradeRequired?: boolean;
  /** seconds until a rate-limited caller may retry */
  retryAfterSeconds?: number;
}

export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly code?: string;
  readonly details?: unknown;
  readonly upgradeRequired?: boolean;
  readonly retryAfterSeconds?: number;

  constructor(kind: ErrorKind, message: string, options: AppErrorOptions = {}) {
    super(message);
    this.name = new.target.name;
    this.kind = kind;
    this.code = options.code;
    this.details = options.details;
    this.upgradeRequired = options.upgradeRequired;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export class ValidationError extends AppError {
  constructor(message: string, details?: unknown) {
    super('validation', message, { code: 'validation_failed', details });
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found', code = 'not_found') {
    super('not-found', message, { code });
  }
}

export class UnauthenticatedError extends AppError {
  constructor(message = 'Not signed in') {
    super('unauthenticated', message, { code: 'unauthenticated' });
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do this') {
    super('forbidden', message, { code: 'forbidden' });
  }
}

/** A service the request needs (the key-value store) is unreachable for now; the caller may retry shortly. */
export class ServiceUnavailableError extends AppError {
  constructor(message = 'The service is briefly unavailable. Please try again in a moment.') {
    super('unavailable', message, { code: 'temporarily_unavailable', retryAfterSeconds: 5 });
  }
}
