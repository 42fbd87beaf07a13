import { AppError, NotFoundError } from '../../../shared/kernel/errors.ts';
import { BLOCKED_BY_THEM_MESSAGE, BLOCKED_BY_YOU_MESSAGE, MEMBER_SUSPENDED_MESSAGE } from '../../contracts/messaging.ts';

/** Unknown, or someone else's: a stranger learns nothing about conversations they are not in. */
export class NotInConversationError extends NotFoundError {
  constructor() {
    super('Conversation not found', 'conversation_not_found');
  }
}

/** The listing is not on public view (unknown, a draft, withdrawn, expired or deleted). */
export class ContactPropertyNotFoundError extends NotFoundError {
  constructor() {
    super('Property not found', 'property_not_found');
  }
}

export class OwnListingContactError extends AppError {
  constructor() {
    super('business-rule', 'This is your own listing.', { code: 'own_listing' });
  }
}

export class MemberNotFoundError extends NotFoundError {
  constructor() {
    super('Member not found', 'member_not_found');
  }
}

export class MessageSelfError extends AppError {
  constructor() {
    super('business-rule', 'You cannot message yourself.', { code: 'message_self' });
  }
}

export class CannotBlockSelfError extends AppError {
  constructor() {
    super('business-rule', 'You cannot block yourself.', { code: 'cannot_block_self' });
  }
}

/** Either member blocked the other: no new messages between them until it is lifted. */
export class BlockedError extends AppError {
  constructor(byMe: boolean) {
    super('forbidden', byMe ? BLOCKED_BY_YOU_MESSAGE : BLOCKED_BY_THEM_MESSAGE, { code: byMe ? 'blocked_by_you' : 'blocked_by_member' });
  }
}

/** The recipient's account is suspended: nothing new reaches them until it is reinstated. */
export class RecipientSuspendedError extends AppError {
  constructor() {
    super('forbidden', MEMBER_SUSPENDED_MESSAGE, { code: 'member_suspended' });
  }
}

export class ReportedMessageNotFoundError extends NotFoundError {
  constructor() {
    super('Message not found', 'message_not_found');
  }
}

export class AttachmentNotFoundError extends NotFoundError {
  constructor() {
    super('Attachment not found', 'attachment_not_found');
  }
}

/** An attachment id in a send that is not the sender's unsent upload to this conversation (or was deleted after a day). */
export class AttachmentUnavailableError extends AppError {
  constructor() {
    super('business-rule', 'An attached file is no longer available. Remove it and attach it again.', { code: 'attachment_unavailable' });
  }
}

export class ReportNotFoundError extends NotFoundError {
  constructor() {
    super('Report not found', 'report_not_found');
  }
}

/** A report is resolved once: another administrator may have resolved it meanwhile. */
export class ReportAlreadyResolvedError extends AppError {
  constructor() {
    super('business-rule', 'This report is already resolved.', { code: 'report_resolved' });
  }
}
