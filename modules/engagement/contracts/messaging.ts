import { z } from 'zod';
import { groupedNumber } from '../../shared/kernel/en-us-format.ts';
import { memberSchema, type Member } from './member-card.ts';

/** the other member of a conversation, or a blocked one */
export { memberSchema, type Member };

/**
 * Conversations between two members about a listing, about a partner post of the JV board, or direct
 * (spec sections 2, 6 and 9; decision 0029). JSON, cookie session, CSRF on mutations. Someone else's
 * conversation answers 404.
 *
 * - `POST /api/conversations` `{ propertyId | jvPostId | memberId, message, clientId }` (exactly one subject):
 *   opens (201) or continues (200) the one conversation of the signed-in member with the listing's seller
 *   about that listing, with the post's author about that post, or with that member directly (one per
 *   pair, whoever began it). Every first message to a member counts as a contact: free buyers may start
 *   conversations with 3 different members per calendar month (UTC), the 4th answers 403 `upgradeRequired`
 *   (billing's shape). 404 when the listing is not on public view, the post not open or the member unknown;
 *   422 for one's own listing, post or oneself; 403 when either member blocked the other or the other member's account is suspended.
 * - `GET /api/conversations/contact-allowance`: `ContactAllowance`, this month's contacts of the signed-in
 *   member against their plan's (`allowed` and `left` are null on a plan without a limit).
 * - `GET /api/conversations`: `{ conversations, unreadMessages }`, newest activity first.
 * - `GET /api/conversations/{id}`: one conversation.
 * - `GET /api/conversations/{id}/messages?before={seq}`: a page of messages older than `before`
 *   (the newest page without it), oldest first.
 * - `POST /api/conversations/{id}/attachments`: one file (multipart field `file`, at most 10 MB), a photo
 *   (JPEG, PNG, WebP, HEIC where the server reads it; re-encoded as WebP without metadata) or a PDF
 *   (judged by its `%PDF-` signature): 201 with the Attachment, not yet in a message. 413 when too large,
 *   400 when it is neither. Uploads no message uses are deleted after a day.
 * - `GET /api/conversations/{id}/attachments/{attachmentId}`: the file, to the conversation's two members only
 *   (`Cache-Control: private`; inline for photos, a download for PDFs).
 * - `POST /api/conversations/{id}/messages` `{ body, clientId, attachments? }`: 201 with the stored message;
 *   `attachments` are ids of the sender's uploads to this conversation not yet sent (at most 5), and the
 *   body may then be empty. The same `clientId` again answers 200 with the message stored the first time
 *   (a retried send never doubles).
 * - `POST /api/conversations/{id}/read`: marks everything the other member sent as read.
 * - `POST /api/members/{id}/block`, `DELETE /api/members/{id}/block`, `GET /api/members/blocked`.
 * - `POST /api/reports` `{ conversationId, messageId?, reason, details? }`: queued for administrators;
 *   administrators work through the queue (`admin-reports.ts`).
 */
export const MESSAGE_MAX_LENGTH = 5000;
export const MESSAGE_TOO_LONG = `A message can be at most ${groupedNumber(MESSAGE_MAX_LENGTH)} characters.`;
export const MESSAGE_EMPTY = 'Write a message first.';
export const CONTACTS_LIMIT_MESSAGE = "You've reached this month's 3 seller contacts for free accounts. Upgrade for unlimited contacts.";
export const BLOCKED_BY_THEM_MESSAGE = 'This member is not accepting messages from you.';
export const BLOCKED_BY_YOU_MESSAGE = 'You blocked this member. Unblock them in Settings to send messages.';
/** the other member's account is suspended: nothing reaches them until it is reinstated (decision 0049) */
export const MEMBER_SUSPENDED_MESSAGE = 'This member’s account is suspended, so they cannot receive messages.';
/** what stands in for a message whose sender's account is suspended (decision 0049) */
export const HIDDEN_MESSAGE_BODY = "This member's messages are hidden";

const messageBody = z.string({ message: MESSAGE_EMPTY }).trim().min(1, MESSAGE_EMPTY).max(MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG);
/** made by the client once per message it sends, and sent again with every retry of it */
const clientId = z.string({ message: 'clientId is required' }).regex(/^[\w-]{8,64}$/, 'clientId must be 8 to 64 letters, digits, - or _');

export const startConversationRequestSchema = z
  .object({
    propertyId: z.uuid({ message: 'propertyId must be a property id' }).optional(),
    jvPostId: z.uuid({ message: 'jvPostId must be a post id' }).optional(),
    memberId: z.uuid({ message: 'memberId must be a member id' }).optional(),
    message: messageBody,
    clientId,
  })
  .refine((request) => [request.propertyId, request.jvPostId, request.memberId].filter(Boolean).length === 1, {
    message: 'Say what the conversation is about: one of propertyId, jvPostId or memberId',
    path: ['propertyId'],
  });
export type StartConversationRequest = z.infer<typeof startConversationRequestSchema>;

export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const MAX_ATTACHMENTS_PER_MESSAGE = 5;
export const ATTACHMENT_RULE_MESSAGE = 'Files must be photos or PDFs up to 10 MB.';
export const TOO_MANY_ATTACHMENTS = `Attach at most ${MAX_ATTACHMENTS_PER_MESSAGE} files to a message.`;

export const sendMessageRequestSchema = z
  .object({
    body: z.string({ message: MESSAGE_EMPTY }).trim().max(MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG).default(''),
    clientId,
    attachments: z
      .array(z.uuid({ message: 'attachments must be attachment ids' }))
      .max(MAX_ATTACHMENTS_PER_MESSAGE, TOO_MANY_ATTACHMENTS)
      .refine((ids) => new Set(ids).size === ids.length, 'An attachment can be sent once per message')
      .default([]),
  })
  .refine((message) => message.body !== '' || message.attachments.length > 0, { message: MESSAGE_EMPTY, path: ['body'] });
export type SendMessageRequest = z.infer<typeof sendMessageRequestSchema>;

/** A photo or PDF in a message (or uploaded for the next one), served only to the conversation's members. */
export const attachmentSchema = z.object({
  id: z.string(),
  /** the file name as uploaded, for display */
  name: z.string(),
  kind: z.enum(['image', 'pdf']),
  /** bytes as stored (a photo's re-encoded size) */
  size: z.number().int(),
  contentType: z.string(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  url: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/** A message without text in one line (a notification, a conversation's last message): what it carries. */
export function attachmentsSummary(attachments: ReadonlyArray<Pick<Attachment, 'kind' | 'name'>>): string {
  const [first] = attachments;
  if (!first) return '';
  if (attachments.length > 1) return `Sent ${attachments.length} files`;
  return `Sent ${first.kind === 'pdf' ? 'a PDF' : 'a photo'}: ${first.name}`;
}

export const attachmentUrl = (conversationId: string, attachmentId: string) =>
  `/api/conversations/${conversationId}/attachments/${attachmentId}`;

export const messagesPageRequestSchema = z.object({
  before: z.coerce.number({ message: 'before must be a message number' }).int().min(1).optional(),
});

export const messageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  /** 1, 2, 3… within the conversation */
  seq: z.number().int(),
  senderId: z.string(),
  /** plain text: the web app never renders it as HTML */
  body: z.string(),
  clientId: z.string(),
  createdAt: z.string(),
  attachments: z.array(attachmentSchema),
  /** true while the sender's account is suspended: the body is {@link HIDDEN_MESSAGE_BODY} and no attachments are listed */
  hidden: z.boolean().optional(),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationListingSchema = z.object({
  id: z.string(),
  title: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  priceCents: z.number().nullable(),
  image: z.string().nullable(),
  /** false once the listing is no longer on public view (withdrawn, expired, deleted) */
  available: z.boolean(),
});

export const CONVERSATION_SUBJECTS = ['listing', 'jv-post', 'member'] as const;
export type ConversationSubjectKind = (typeof CONVERSATION_SUBJECTS)[number];

export const conversationSchema = z.object({
  id: z.string(),
  /** what it is about, in one line: the listing's title, "JV: <post title>", or the other member's name */
  subject: z.object({ kind: z.enum(CONVERSATION_SUBJECTS), title: z.string() }),
  /** the listing it is about; null for a JV post's or a direct conversation */
  listing: conversationListingSchema.nullable(),
  /** the JV board's partner post it is about */
  jvPost: z.object({ id: z.string(), title: z.string(), available: z.boolean() }).nullable(),
  /** the signed-in member's side of it: 'buyer' began it, 'seller' was addressed (the listing's seller, the post's author) */
  role: z.enum(['buyer', 'seller']),
  /** the other member; null when their account is gone */
  other: memberSchema.nullable(),
  lastMessage: z
    .object({ body: z.string(), senderId: z.string(), seq: z.number().int(), createdAt: z.string(), hidden: z.boolean().optional() })
    .nullable(),
  /** messages from the other member the signed-in member has not read */
  unreadCount: z.number().int(),
  /** the newest message of the signed-in member's that the other member has read (0: none) */
  readByOtherSeq: z.number().int(),
  blockedByMe: z.boolean(),
  blockedByThem: z.boolean(),
  /** the other member's account is suspended: they cannot be written to */
  otherSuspended: z.boolean(),
  createdAt: z.string(),
  lastActivityAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationListSchema = z.object({
  conversations: z.array(conversationSchema),
  unreadMessages: z.number().int(),
});
export type ConversationList = z.infer<typeof conversationListSchema>;

export const messagesPageSchema = z.object({
  messages: z.array(messageSchema),
  /** older messages exist: ask again with `before` = the first message's seq */
  hasMore: z.boolean(),
});
export type MessagesPage = z.infer<typeof messagesPageSchema>;

export const startConversationResponseSchema = z.object({ conversation: conversationSchema, message: messageSchema });
export type StartConversationResponse = z.infer<typeof startConversationResponseSchema>;

export const blockedMemberSchema = memberSchema.extend({ blockedAt: z.string() });
export type BlockedMember = z.infer<typeof blockedMemberSchema>;

export const REPORT_REASONS = ['spam', 'scam', 'harassment', 'inappropriate', 'other'] as const;
export const REPORT_REASON_LABELS: Record<(typeof REPORT_REASONS)[number], string> = {
  spam: 'Spam or advertising',
  scam: 'Scam or fraud',
  harassment: 'Harassment or threats',
  inappropriate: 'Inappropriate content',
  other: 'Something else',
};
export const reportRequestSchema = z.object({
  conversationId: z.uuid({ message: 'conversationId must be a conversation id' }),
  messageId: z.uuid({ message: 'messageId must be a message id' }).optional(),
  reason: z.enum(REPORT_REASONS, { message: `reason must be one of ${REPORT_REASONS.join(', ')}` }),
  details: z.string().trim().max(1000, 'Details can be at most 1,000 characters').optional(),
});
export type ReportRequest = z.infer<typeof reportRequestSchema>;

export const reportSchema = z.object({
  id: z.string(),
  reporterId: z.string(),
  reportedMemberId: z.string(),
  conversationId: z.string(),
  messageId: z.string().nullable(),
  /** the reported message's text (or the conversation's last), kept as it was when reported */
  excerpt: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  status: z.enum(['open', 'resolved']),
  createdAt: z.string(),
});
export type Report = z.infer<typeof reportSchema>;

/** A name in a one-line context (a notification title); kept here so both sides word it alike. */
export const memberName = (member: Pick<Member, 'firstName' | 'lastName'> | null): string =>
  member ? `${member.firstName} ${member.lastName}`.trim() : 'A former member';

/**
 * `GET /api/conversations/inquiries`: for a seller, per listing of theirs that buyers wrote about, how many
 * conversations there are and how many have messages the seller has not read.
 */
export const inquiryCountsSchema = z.object({
  listings: z.record(z.string(), z.object({ conversations: z.number().int(), unread: z.number().int() })),
});
export type InquiryCounts = z.infer<typeof inquiryCountsSchema>;

/**
 * `GET /api/conversations/contact-allowance`: the different members the signed-in member started
 * conversations with this calendar month (UTC), and how many more their plan allows.
 */
export const contactAllowanceSchema = z.object({
  used: z.number().int().min(0),
  /** contacts a month on the member's plan; null: unlimited */
  allowed: z.number().int().min(0).nullable(),
  /** contacts left this month; null: unlimited */
  left: z.number().int().min(0).nullable(),
});
export type ContactAllowance = z.infer<typeof contactAllowanceSchema>;

/** "2 of 3 free contacts left this month" for a plan with a limit; null for one without. */
export function contactsLeftText({ allowed, left }: ContactAllowance): string | null {
  if (allowed === null || left === null) return null;
  return `${left} of ${allowed} free ${allowed === 1 ? 'contact' : 'contacts'} left this month`;
}
