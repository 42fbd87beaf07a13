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
