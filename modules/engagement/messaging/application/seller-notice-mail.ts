import { renderMail } from '../../../shared/kernel/mail-layout.ts';
import type { MailMessage } from '../../../shared/kernel/mailer.port.ts';

/** A mail telling a seller of a lead in their markets, of a pipeline task fallen due, or of a listing's review. */
export interface SellerNoticeMail {
  to: string;
  firstName: string;
  subject: string;
  /** the lines that say what happened */
  lines: string[];
  /** what the button does, e.g. "See the lead" */
  action: string;
  /** absolute */
  url: string;
  settingsUrl: string;
  unsubscribe: { page: string; oneClick: string };
  /** why the seller gets it: seller lead emails unless told otherwise */
  because?: string;
}

export function sellerNoticeMail(mail: SellerNoticeMail): MailMessage {
  return {
    to: mail.to,
    ...renderMail({
      subject: mail.subject,
      greeting: `Hi ${mail.firstName},`,
      blocks: [
        { kind: 'paragraph', content: mail.lines.join('\n') },
        { kind: 'button', label: mail.action, url: mail.url },
      ],
      footer: {
        reason: mail.because ?? 'You get this email because seller lead emails are on in your settings.',
        stop: 'Stop these emails',
        unsubscribe: mail.unsubscribe,
        settingsUrl: mail.settingsUrl,
      },
    }),
  };
}
