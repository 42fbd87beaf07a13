import { renderMail } from '../../../shared/kernel/mail-layout.ts';
import type { MailMessage } from '../../../shared/kernel/mailer.port.ts';

const SHOWN_MESSAGES = 5;
const QUOTE_LENGTH = 600;

export interface UnreadMessagesMail {
  to: string;
  firstName: string;
  senderName: string;
  /** what the conversation is about (a listing's or JV post's title); '' for a direct conversation */
  listingTitle: string;
  /** the unread messages, oldest first */
  messages: Array<{ body: string }>;
  conversationUrl: string;
  settingsUrl: string;
  unsubscribe: { page: string; oneClick: string };
}

const quoted = (body: string) => {
  const text = body.trim() || '(sent an attachment)';
  return text.length > QUOTE_LENGTH ? `${text.slice(0, QUOTE_LENGTH - 1)}…` : text;
};

/** The mail about unread messages in one conversation: what they say, where to reply, how to stop these mails. */
export function unreadMessagesMail(mail: UnreadMessagesMail): MailMessage {
  const count = mail.messages.length;
  const shown = mail.messages.slice(-SHOWN_MESSAGES);
  const earlier = count - shown.length;
  const about = mail.listingTitle ? ` about "${mail.listingTitle}"` : '';
  const subject = count === 1 ? `${mail.senderName} sent you a message${about}` : `${count} new messages from ${mail.senderName}${about}`;
  return {
    to: mail.to,
    ...renderMail({
      subject,
      greeting: `Hi ${mail.firstName},`,
      blocks: [
        {
          kind: 'paragraph',
          content: `${mail.senderName} wrote to you${about} on DealAcre${earlier ? ` (${earlier} earlier ${earlier === 1 ? 'message' : 'messages'} not shown)` : ''}:`,
        },
        ...shown.map((message) => ({ kind: 'quote' as const, text: quoted(message.body) })),
        { kind: 'button', label: 'Read and reply', url: mail.conversationUrl },
      ],
      footer: {
        reason: 'You get this email because message emails are on in your settings.',
        stop: 'Stop emails about messages',
        unsubscribe: mail.unsubscribe,
        settingsUrl: mail.settingsUrl,
      },
    }),
  };
}
