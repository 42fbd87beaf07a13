import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { ValidationError } from '../../../../shared/kernel/errors.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { addUtcDays } from '../../../../shared/kernel/utc-dates.ts';
import { parseInput } from '../../../../shared/kernel/validation.ts';
import { handlesCommand, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import {
  FUNDS_DOCUMENT_MAX_BYTES,
  FUNDS_RULE_MESSAGE,
  fundsDocumentFieldsSchema,
  STATEMENT_MAX_AGE_DAYS,
  type MyFunds,
} from '../../../contracts/verified-funds.ts';
import { FundsDocument, fundsFileType } from '../../../domain/funds-document.entity.ts';
import { FundsDocumentPendingError } from '../../../domain/identity.errors.ts';
import { IDENTITY_RATE_LIMITS } from '../../rate-limits.ts';
import { fundsDay, myFunds } from '../../verified-funds.ts';
import { UploadFundsDocument, type FundsDocumentUpload } from './upload-funds-document.command.ts';

const NAME_MAX_LENGTH = 200;

const invalid = (path: string, message: string) => new ValidationError(message, [{ path: [path], message }]);

const needs = { storage: PLATFORM.Storage, limiter: PLATFORM.RateLimiter, clock: PLATFORM.Clock };

/**
 * Checks the form (a PDF, JPEG or PNG by its first bytes, at most 10 MB; a statement dated within the last
 * 30 days; the institution), refuses a second statement while one waits, stores the file under a private
 * key and records it in the same transaction (the partial unique index settles two uploads at once).
 */
export class UploadFundsDocumentHandler extends UsesDependencies<typeof needs> implements CommandHandler<FundsDocumentUpload, MyFunds> {
  async execute({ file, fields }: FundsDocumentUpload, { em, actor }: CommandContext): Promise<MyFunds> {
    const { storage, limiter, clock } = this.deps;
    const { userId } = requireActor(actor);
    const form = parseInput(fundsDocumentFieldsSchema, fields, 'Please check the highlighted fields');
    const now = clock.now();
    const today = fundsDay(now);
    // a statement from the member's evening may carry tomorrow's date in UTC
    if (form.statementDate > fundsDay(addUtcDays(now, 1))) throw invalid('statementDate', 'The statement date cannot be in the future.');
    const oldest = fundsDay(addUtcDays(now, -STATEMENT_MAX_AGE_DAYS));
    if (form.statementDate < oldest) {
      throw invalid(
        'statementDate',
        `The statement must be dated within the last ${STATEMENT_MAX_AGE_DAYS} days (on or after ${oldest}). Upload a more recent one.`,
      );
    }
    if (!file || file.data.length === 0) throw invalid('file', `Choose the statement to upload. ${FUNDS_RULE_MESSAGE}`);
    if (file.data.length > FUNDS_DOCUMENT_MAX_BYTES) throw invalid('file', `The file is larger than 10 MB. ${FUNDS_RULE_MESSAGE}`);
    const type = fundsFileType(file.data);
    if (!type) throw invalid('file', `That file is not a PDF, JPEG or PNG. ${FUNDS_RULE_MESSAGE}`);
    if (await em.count(FundsDocument, { userId, status: 'pending' })) throw new FundsDocumentPendingError();
    await limiter.hit(IDENTITY_RATE_LIMITS.fundsUploadsPerAccount, userId);

    const document = FundsDocument.upload({
      userId,
      institution: form.institution,
      statementDate: form.statementDate,
      note: form.note,
      fileName: file.name.trim().slice(0, NAME_MAX_LENGTH) || `statement-${today}`,
      type,
      size: file.data.length,
      now,
    });
    em.persist(document);
    try {
      await em.flush();
    } catch (error) {
      // another upload of theirs committed first: the index keeps one waiting
      if (error instanceof Error && /funds_documents_one_pending_unique/.test(error.message)) throw new FundsDocumentPendingError();
      throw error;
    }
    try {
      await storage.put(document.storageKey, file.data, document.contentType);
    } catch (error) {
      await storage.delete(document.storageKey).catch(() => {});
      throw error;
    }
    return myFunds(em, userId, now);
  }
}

export const uploadFundsDocument = handlesCommand(UploadFundsDocument, needs, UploadFundsDocumentHandler);
