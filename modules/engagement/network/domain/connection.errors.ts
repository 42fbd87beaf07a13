import { AppError, NotFoundError } from '../../../shared/kernel/errors.ts';

export class ConnectionNotFoundError extends NotFoundError {
  constructor() {
    super('Connection request not found', 'connection_not_found');
  }
}

/** Only members with a public profile can be asked; anyone else is unknown to the directory. */
export class ProfileNotFoundError extends NotFoundError {
  constructor() {
    super('Member not found', 'member_not_found');
  }
}

export class CannotConnectToSelfError extends AppError {
  constructor() {
    super('business-rule', 'You cannot connect with yourself.', { code: 'cannot_connect_self' });
  }
}

/** Either member blocked the other. */
export class ConnectionBlockedError extends AppError {
  constructor() {
    super('forbidden', 'You cannot connect with this member.', { code: 'connection_blocked' });
  }
}

export class AlreadyConnectedError extends AppError {
  constructor(message: string) {
    super('conflict', message, { code: 'already_connected' });
  }
}
