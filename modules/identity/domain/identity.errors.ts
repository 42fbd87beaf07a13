import { AppError } from '../../shared/kernel/errors.ts';

export class InvalidCredentialsError extends AppError {
  constructor() {
    super('unauthenticated', 'Invalid email or password', { code: 'invalid_credentials' });
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

export class WrongPasswordError extends AppError {
  constructor(field = 'password') {
    const message = field === 'currentPassword' ? 'Your current password is incorrect' : 'Your password is incorrect';
    super('validation', message, { code: 'wrong_password', details: [{ path: [field], message }] });
  }
}

export class InvalidUnsubscribeLinkError extends AppError {
  constructor() {
    super('business-rule', 'This unsubscribe link is not valid. Sign in and choose what we email you in Settings.', { code: 'invalid_link' });
  }
}
