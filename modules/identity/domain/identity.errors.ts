import { AppError } from '../../shared/kernel/errors.ts';

export class InvalidCredentialsError extends AppError {
  constructor() {
    super('unauthenticated', 'Invalid email or password', { code: 'invalid_credentials' });
  }
}

export class AccountSuspendedError extends AppError {
  constructor() {
    super('forbidden', 'This account is suspended. Contact us if you think this is a mistake.', { code: 'account_suspended' });
  }
}

export class EmailTakenError extends AppError {
  constructor() {
    super('conflict', 'An account with this email already exists. Sign in instead.', { code: 'email_taken' });
  }
}

export class WeakPasswordError extends AppError {
  constructor(message: string) {
    super('validation', message, { code: 'weak_password', details: [{ path: ['password'], message }] });
  }
}

export class CapabilityMissingError extends AppError {
  constructor(mode: string) {
    super('forbidden', mode === 'seller' ? 'Enable seller capability first' : `You do not have the ${mode} capability`, {
      code: 'capability_missing',
    });
  }
}

const INVALID_LINK_MESSAGES: Record<string, string> = {
  'verify-email': 'This verification link is invalid or has expired. Request a new one.',
  'change-email': 'This verification link is invalid or has expired. Request a new one.',
  'reset-password': 'This reset link is invalid or has expired. Request a new one.',
  'auto-login': 'This sign-in link is invalid or has expired. Sign in with your password instead.',
};

export class InvalidLinkError extends AppError {
  constructor(purpose: string) {
    super('business-rule', INVALID_LINK_MESSAGES[purpose] ?? 'This link is invalid or has expired.', { code: 'invalid_link' });
  }
}

/** An account an invitation made has no password until its member sets one (decision 0062). */
export class PasswordNotSetError extends AppError {
  constructor() {
    super('conflict', 'Your account has no password yet: set one under Settings → Password first', { code: 'password_not_set' });
  }
}

export class WrongPasswordError extends AppError {
  constructor(
    field = 'password',
    message = field === 'currentPassword' ? 'Your current password is incorrect' : 'Your password is incorrect',
  ) {
    super('validation', message, { code: 'wrong_password', details: [{ path: [field], message }] });
  }
}

export class InvalidUnsubscribeLinkError extends AppError {
  constructor() {
    super('business-rule', 'This unsubscribe link is not valid. Sign in and choose what we email you in Settings.', {
      code: 'invalid_link',
    });
  }
}

/**
 * Billing's answer when a plan does not include a feature (`plan_limit_reached` with `upgradeRequired`,
 * as `assertWithinPlan(entitlements, 'apiAccess', 0, …)` gives it), which identity cannot import: billing
 * comes after it in the module order. A test compares the two.
 */
export class ApiAccessRequiredError extends AppError {
  constructor(buyerTier: string, message: string) {
    super('forbidden', message, {
      code: 'plan_limit_reached',
      upgradeRequired: true,
      details: { limit: 'apiAccess', allowed: 0, tier: buyerTier, suggestedTier: 'pro' },
    });
  }
}

export class TooManyApiKeysError extends AppError {
  constructor(limit: number) {
    super('conflict', `You have ${limit} API keys. Revoke one you no longer use to create another.`, { code: 'too_many_api_keys' });
  }
}

export class ApiKeyNotFoundError extends AppError {
  constructor() {
    super('not-found', 'No such API key', { code: 'api_key_not_found' });
  }
}

/** A key that does not exist or was revoked: 401, whatever else the request carries. */
export class InvalidApiKeyError extends AppError {
  constructor() {
    super('unauthenticated', 'The API key is invalid or has been revoked.', { code: 'invalid_api_key' });
  }
}

/** An administrator decided on a proof of funds that is no longer waiting (another administrator was first). */
export class FundsDocumentDecidedError extends AppError {
  constructor(status: string) {
    super('business-rule', `This statement was already ${status}; reload the queue.`, { code: 'funds_document_decided' });
  }
}

/** A member sent a statement while another of theirs waits for review. */
export class FundsDocumentPendingError extends AppError {
  constructor() {
    super('conflict', 'Your statement is waiting for review. You can send another once our team has checked it.', {
      code: 'funds_document_pending',
    });
  }
}

/** No statement by that id that the caller may see (the same answer whether it exists or not). */
export class FundsDocumentNotFoundError extends AppError {
  constructor() {
    super('not-found', 'No such statement', { code: 'funds_document_not_found' });
  }
}
