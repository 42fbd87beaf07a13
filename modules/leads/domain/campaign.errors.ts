import { AppError, NotFoundError } from '../../shared/kernel/errors.ts';

/** No such campaign, or another seller's: the same answer, so ids reveal nothing. */
export class CampaignNotFoundError extends NotFoundError {
  constructor() {
    super('There is no such campaign of yours', 'campaign_not_found');
  }
}

/** The campaign is not in a state that allows this (edited once sent, paused when not sending). */
export class CampaignStateError extends AppError {
  constructor(message: string) {
    super('conflict', message, { code: 'campaign_state' });
  }
}

/** Sent to nobody: the recipients chosen are no mailable contact (none, or all unsubscribed or suppressed). */
export class NoRecipientsError extends AppError {
  constructor() {
    super('business-rule', 'None of the chosen contacts can be mailed (no email, unsubscribed or suppressed)', { code: 'no_recipients' });
  }
}

/** The listing of a listing campaign is not one of the seller's listings on public view. */
export class CampaignListingError extends AppError {
  constructor() {
    super('business-rule', 'Choose one of your listings that buyers can see', { code: 'campaign_listing' });
  }
}

/** A link in a campaign mail that is not one of ours (altered or cut). */
export class InvalidMailLinkError extends AppError {
  constructor() {
    super('business-rule', 'This link is not valid. Please use the link from the email as it is.', { code: 'invalid_mail_link' });
  }
}
