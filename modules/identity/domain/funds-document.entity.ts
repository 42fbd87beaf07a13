import { defineEntity, p } from '@mikro-orm/core';
import { newId } from '../../shared/kernel/ids.ts';
import { PRIVATE_KEY_PREFIX } from '../../shared/kernel/storage.port.ts';
import { fundsDocumentUrl, type FundsDocument as FundsDocumentView, type FundsDocumentStatus } from '../contracts/verified-funds.ts';
import { FundsDocumentDecidedError } from './identity.errors.ts';

/** the file kinds a statement may be, told by its first bytes */
export const FUNDS_FILE_TYPES = {
  pdf: { contentType: 'application/pdf', extension: 'pdf' },
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
} as const;
export type FundsFileType = keyof typeof FUNDS_FILE_TYPES;

/**
 * A bank or lender statement a member sent as proof of funds, and an administrator's decision on it:
 * verified up to an amount through an expiry day, or rejected with a reason the member reads. The file is
 * stored under a private key that only its owner and administrators may read through the API. At most one
 * statement of a member waits for review (a partial unique index).
 */
const FundsDocumentSchema = defineEntity({
  name: 'FundsDocument',
  schema: 'identity',
  tableName: 'funds_documents',
  indexes: [
    { name: 'funds_documents_user_index', properties: ['userId', 'uploadedAt'] },
    { name: 'funds_documents_pending_index', properties: ['uploadedAt'], where: { status: 'pending' } },
    { name: 'funds_documents_verified_index', properties: ['userId', 'decidedAt'], where: { status: 'verified' } },
    { name: 'funds_documents_decided_index', properties: ['decidedAt'], where: { status: { $ne: 'pending' } } },
    { name: 'funds_documents_expiry_index', properties: ['expiresOn', 'id'], where: { status: 'verified' } },
  ],
  uniques: [{ name: 'funds_documents_one_pending_unique', properties: ['userId'], where: { status: 'pending' } }],
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    institution: p.text(),
    statementDate: p.date(),
    note: p.text().nullable(),
    fileName: p.text(),
    contentType: p.text(),
    size: p.integer(),
    storageKey: p.text(),
    status: p.text().$type<FundsDocumentStatus>(),
    uploadedAt: p.datetime(),
    amountCents: p.bigint('number').nullable(),
    expiresOn: p.date().nullable(),
    rejectionReason: p.text().nullable(),
    decidedAt: p.datetime().nullable(),
    decidedBy: p.uuid().nullable(),
  },
});

export class FundsDocument extends FundsDocumentSchema.class {
  static upload(input: {
    userId: string;
    institution: string;
    statementDate: string;
    note: string | null;
    fileName: string;
    type: FundsFileType;
    size: number;
    now: Date;
  }): FundsDocument {
    const document = new FundsDocument();
    const { contentType, extension } = FUNDS_FILE_TYPES[input.type];
    document.id = newId();
    document.userId = input.userId;
    document.institution = input.institution;
    document.statementDate = input.statementDate;
    document.note = input.note;
    document.fileName = input.fileName;
    document.contentType = contentType;
    document.size = input.size;
    document.storageKey = `${PRIVATE_KEY_PREFIX}funds/${input.userId}/${document.id}.${extension}`;
    document.status = 'pending';
    document.uploadedAt = input.now;
    document.amountCents = null;
    document.expiresOn = null;
    document.rejectionReason = null;
    document.decidedAt = null;
    document.decidedBy = null;
    return document;
  }

  /** Verified up to `amountCents` through `expiresOn` (UTC); once only. */
  verify({ amountCents, expiresOn, by, now }: { amountCents: number; expiresOn: string; by: string; now: Date }): void {
    assertPending(this);
    this.status = 'verified';
    this.amountCents = amountCents;
    this.expiresOn = expiresOn;
    this.decidedAt = now;
    this.decidedBy = by;
  }

  /** Its last day has passed: the expiry job marks it once, as it announces it (decision 0069). */
  expire(): void {
    if (this.status === 'verified') this.status = 'expired';
  }

  /** Turned down with a reason the member reads; once only. */
  reject({ reason, by, now }: { reason: string; by: string; now: Date }): void {
    assertPending(this);
    this.status = 'rejected';
    this.rejectionReason = reason;
    this.decidedAt = now;
    this.decidedBy = by;
  }

  /** the fields the audit log keeps before and after a decision */
  toAudited() {
    return {
      status: this.status,
      amountCents: this.amountCents ?? null,
      expiresOn: this.expiresOn ? asDay(this.expiresOn) : null,
      rejectionReason: this.rejectionReason ?? null,
    };
  }

  toView(): FundsDocumentView {
    return {
      id: this.id,
      institution: this.institution,
      statementDate: asDay(this.statementDate),
      note: this.note ?? null,
      fileName: this.fileName,
      contentType: this.contentType,
      size: this.size,
      uploadedAt: this.uploadedAt.toISOString(),
      status: this.status,
      amount: typeof this.amountCents === 'number' ? Math.round(this.amountCents / 100) : null,
      expiresOn: this.expiresOn ? asDay(this.expiresOn) : null,
      rejectionReason: this.rejectionReason ?? null,
      decidedAt: this.decidedAt?.toISOString() ?? null,
      fileUrl: fundsDocumentUrl(this.id),
    };
  }
}
FundsDocumentSchema.setClass(FundsDocument);

/** a `date` column's value as `YYYY-MM-DD`: the ORM may hand it back as a Date at UTC midnight */
function asDay(value: string | Date): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : value.slice(0, 10);
}

function assertPending(document: FundsDocument): void {
  if (document.status !== 'pending') throw new FundsDocumentDecidedError(document.status);
}
export { FundsDocumentSchema };

const SIGNATURES: ReadonlyArray<[FundsFileType, Buffer]> = [
  ['pdf', Buffer.from('%PDF-', 'latin1')],
  ['jpeg', Buffer.from([0xff, 0xd8, 0xff])],
  ['png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
];

/** What a file is by its first bytes (never its name or declared type): a PDF, JPEG or PNG, else null. */
export function fundsFileType(data: Buffer): FundsFileType | null {
  for (const [type, signature] of SIGNATURES) {
    if (data.length > signature.length && data.subarray(0, signature.length).equals(signature)) return type;
  }
  return null;
}
