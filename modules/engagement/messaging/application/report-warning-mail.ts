import { renderMail } from '../../../shared/kernel/mail-layout.ts';
import type { MailMessage } from '../../../shared/kernel/mailer.port.ts';
import { quoted } from '../../../shared/kernel/text.ts';

const QUOTE_LENGTH = 600;

export interface ReportWarningMail {
  to: string;
  firstName: string;
  /** what the conversation is about (a listing's or JV post's title); '' for a direct conversation */
  listingTitle: string;
  /** the reported message as it was; '' when the report was about the conversation as a whole and it had none */
  excerpt: string;
  /** the administrator's words to the member */
  note: string;
  conversationUrl: string;
  rulesUrl: string;
}

/**
 * An administrator's warning after a report: which conversation and message, what the administrator
 * says, and the rules. It does not name who reported. A service mail: it goes whatever the member's
 * email settings, so it has no unsubscribe link.
 */
export function reportWarningMail(mail: ReportWarningMail): MailMessage {
  const where = mail.listingTitle ? `your conversation about ${quoted(mail.listingTitle)}` : 'one of your conversations';
  return {
    to: mail.to,
    ...renderMail({
      subject: 'A warning about a message you sent on DealAcre',
      greeting: `Hi ${mail.firstName},`,
      blocks: [
        {
          kind: 'paragraph',
          content: mail.excerpt
            ? `A message you sent in ${where} was reported to us, and our team has reviewed it. The message:`
            : `${where.charAt(0).toUpperCase()}${where.slice(1)} was reported to us, and our team has reviewed it.`,
        },
        ...(mail.excerpt
          ? [
              {
                kind: 'quote' as const,
                text: mail.excerpt.length > QUOTE_LENGTH ? `${mail.excerpt.slice(0, QUOTE_LENGTH - 1)}…` : mail.excerpt,
              },
            ]
          : []),
        { kind: 'paragraph', content: 'What our team asks of you:' },
        { kind: 'quote', text: mail.note },
        {
          kind: 'paragraph',
          content:
            'Please keep your messages within our terms of service. Further reports of the same kind can lead to your account being suspended.',
        },
        { kind: 'link', label: 'Terms of service', url: mail.rulesUrl },
        { kind: 'button', label: 'Open the conversation', url: mail.conversationUrl },
      ],
      footer: { note: 'This is a service email about your account, sent whatever your email settings.' },
    }),
  };
}
