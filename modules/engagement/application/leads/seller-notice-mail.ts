import type { MailMessage } from '../../../shared/kernel/mailer.port.ts';

/** A mail telling a seller of a lead in their markets or of a pipeline task fallen due. */
export interface SellerNoticeMail {
  to: string;
  firstName: string;
  subject: string;
  /** the lines that say what happened */
  lines: string[];
  /** what the button-like link does, e.g. "See the lead" */
  action: string;
  /** absolute */
  url: string;
  settingsUrl: string;
  unsubscribe: { page: string; oneClick: string };
}

export function sellerNoticeMail(mail: SellerNoticeMail): MailMessage {
  const text = [
    `Hi ${mail.firstName},`,
    '',
    ...mail.lines,
    '',
    `${mail.action}: ${mail.url}`,
    '',
    '— The DealAcre team',
    `You get this email because seller lead emails are on in your settings. Stop these emails: ${mail.unsubscribe.page}`,
    `Choose what DealAcre emails you: ${mail.settingsUrl}`,
  ].join('\n');
  return {
    to: mail.to,
    subject: mail.subject,
    text,
    headers: { 'List-Unsubscribe': `<${mail.unsubscribe.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
