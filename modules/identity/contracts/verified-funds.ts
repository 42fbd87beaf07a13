import { z } from 'zod';
import { singleLine } from '../../shared/kernel/text.ts';

/**
 * A buyer's verified funds (decision 0064): a bank or lender statement an administrator checked.
 *
 * Member:
 * - `POST /api/users/me/funds` (multipart: `file`, `statementDate`, `institution`, `note?`) → `MyFunds` (201);
 * - `GET /api/users/me/funds` → `MyFunds`;
 * - `GET /api/funds-documents/{id}` → the statement's file, to its owner and administrators only (404 for anyone else).
 *
 * Back office:
 * - `GET /api/admin/funds-documents?status&page&pageSize` → `AdminFundsDocumentList` (pending oldest first, decided newest first);
 * - `POST /api/admin/funds-documents/{id}/verify` `{ amount, expiresOn }` → `AdminFundsDocument`;
 * - `POST /api/admin/funds-documents/{id}/reject` `{ reason }` → `AdminFundsDocument`.
 *
 * A verification is current while its expiry day (UTC) has not passed, judged by the clock when read.
 */

export const FUNDS_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** a statement is dated within this many days before the upload */
export const STATEMENT_MAX_AGE_DAYS = 30;
/** the expiry an administrator is offered: this many days after the decision */
export const DEFAULT_FUNDS_VALIDITY_DAYS = 90;
export const FUNDS_RULE_MESSAGE = 'Upload a PDF, JPEG or PNG of the statement, up to 10 MB.';
export const FUNDS_REASON_MAX = 500;
export const FUNDS_NOTE_MAX = 500;
/** the largest amount an administrator may record, in dollars */
export const FUNDS_AMOUNT_MAX = 1_000_000_000;

/** `expired`: a verification whose last day has passed, marked so by the expiry job once it announced it (decision 0069) */
export const FUNDS_DOCUMENT_STATUSES = ['pending', 'verified', 'rejected', 'expired'] as const;
export type FundsDocumentStatus = (typeof FUNDS_DOCUMENT_STATUSES)[number];

/** What the member's settings show: nothing yet, waiting for review, verified, turned down, or run out. */
export const FUNDS_STATES = ['none', 'pending', 'verified', 'rejected', 'expired'] as const;
export type FundsState = (typeof FUNDS_STATES)[number];

const isoDate = z.iso.date({ error: 'Use a date like 2026-11-29' });

/** The form fields sent with the file. */
export const fundsDocumentFieldsSchema = z.object({
  statementDate: isoDate,
  institution: singleLine(
    z
      .string({ error: 'Name the bank or lender' })
      .trim()
      .min(2, 'Name the bank or lender (at least 2 characters)')
      .max(120, 'The bank or lender is at most 120 characters'),
    'The bank or lender',
  ),
  note: singleLine(z.string().trim().max(FUNDS_NOTE_MAX, `The note is at most ${FUNDS_NOTE_MAX} characters`), 'The note')
    .optional()
    .transform((note) => note || null),
});
export type FundsDocumentFields = z.output<typeof fundsDocumentFieldsSchema>;

/** A current verification: up to `amount` dollars, through the `expiresOn` day (UTC). */
export const verifiedFundsSchema = z.object({
  amount: z.number().int(),
  /** the last day it holds, `YYYY-MM-DD` */
  expiresOn: z.iso.date(),
});
export type VerifiedFunds = z.infer<typeof verifiedFundsSchema>;

export const fundsDocumentSchema = z.object({
  id: z.string(),
  institution: z.string(),
  statementDate: z.iso.date(),
  note: z.string().nullable(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
  status: z.enum(FUNDS_DOCUMENT_STATUSES),
  /** set once verified: dollars */
  amount: z.number().int().nullable(),
  /** set once verified */
  expiresOn: z.iso.date().nullable(),
  /** set once rejected: what the member is told */
  rejectionReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** the file, for its owner and administrators */
  fileUrl: z.string(),
});
export type FundsDocument = z.infer<typeof fundsDocumentSchema>;

export const myFundsSchema = z.object({
  state: z.enum(FUNDS_STATES),
  /** the verification that holds now (it may be beside a newer statement waiting for review) */
  verified: verifiedFundsSchema.nullable(),
  /** the latest statement sent */
  latest: fundsDocumentSchema.nullable(),
  /** false while a statement waits for review: one at a time */
  canUpload: z.boolean(),
});
export type MyFunds = z.infer<typeof myFundsSchema>;

export const fundsDocumentUrl = (documentId: string) => `/api/funds-documents/${documentId}`;

export const ADMIN_FUNDS_FILTERS = ['pending', 'verified', 'rejected', 'all'] as const;
export type AdminFundsFilter = (typeof ADMIN_FUNDS_FILTERS)[number];
export const ADMIN_FUNDS_PAGE_SIZE = 25;

export const adminFundsListQuerySchema = z.object({
  status: z.enum(ADMIN_FUNDS_FILTERS).default('pending'),
  page: z.coerce.number().int().min(1, 'page starts at 1').max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'pageSize is at most 100').default(ADMIN_FUNDS_PAGE_SIZE),
});
export type AdminFundsListQuery = z.output<typeof adminFundsListQuerySchema>;

const person = z.object({ id: z.string(), name: z.string() });

export const adminFundsDocumentSchema = fundsDocumentSchema.extend({
  member: person.extend({ email: z.string() }),
  /** the administrator who decided, once decided */
  decidedBy: person.nullable(),
});
export type AdminFundsDocument = z.infer<typeof adminFundsDocumentSchema>;

export const adminFundsDocumentListSchema = z.object({
  documents: z.array(adminFundsDocumentSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminFundsDocumentList = z.infer<typeof adminFundsDocumentListSchema>;

export const verifyFundsRequestSchema = z.object({
  amount: z.coerce
    .number({ error: 'Enter the amount verified in dollars' })
    .int('Enter whole dollars')
    .min(1, 'The amount is at least $1')
    .max(FUNDS_AMOUNT_MAX, 'The amount is at most $1,000,000,000'),
  /** the last day the verification holds, `YYYY-MM-DD`; after today */
  expiresOn: isoDate,
});
export type VerifyFundsRequest = z.infer<typeof verifyFundsRequestSchema>;

export const rejectFundsRequestSchema = z.object({
  reason: singleLine(
    z
      .string({ error: 'Give a reason the member will read' })
      .trim()
      .min(3, 'Give a reason the member will read (at least 3 characters)')
      .max(FUNDS_REASON_MAX, `The reason is at most ${FUNDS_REASON_MAX} characters`),
    'The reason',
  ),
});
export type RejectFundsRequest = z.infer<typeof rejectFundsRequestSchema>;
