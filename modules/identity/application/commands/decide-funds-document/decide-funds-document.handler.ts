import { LockMode } from '@mikro-orm/core';
import { z } from 'zod';
import { requireAdmin, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { ValidationError } from '../../../../shared/kernel/errors.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { FundsRejected, FundsVerified } from '../../../contracts/events.ts';
import {
  adminFundsDocumentSchema,
  DEFAULT_FUNDS_VALIDITY_DAYS,
  rejectFundsRequestSchema,
  verifyFundsRequestSchema,
  type AdminFundsDocument,
  type RejectFundsRequest,
  type VerifyFundsRequest,
} from '../../../contracts/verified-funds.ts';
import { FundsDocument } from '../../../domain/funds-document.entity.ts';
import { FundsDocumentNotFoundError } from '../../../domain/identity.errors.ts';
import { User } from '../../../domain/user.entity.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import { ADMIN_TAG } from '../../http.ts';
import { adminFundsViews } from '../../reports/list-funds-documents/admin-funds-documents.ts';
import { fundsDay } from '../../verified-funds.ts';
import { RejectFundsDocument, VerifyFundsDocument } from './decide-funds-document.command.ts';

export const ONLY_ADMINS_CHECK_FUNDS = 'Only administrators can check proof of funds';
const needs = { clock: PLATFORM.Clock, mail: IDENTITY_SERVICES.Mail };

const documentIdParamsSchema = z.object({ id: z.uuid() });

/** The waiting statement, locked so that two administrators decide it once; 404 for no statement. */
async function statementToDecide(em: CommandContext['em'], documentId: string): Promise<FundsDocument> {
  const document = await em.findOne(FundsDocument, { id: documentId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!document) throw new FundsDocumentNotFoundError();
  return document;
}

/** the member's confirmed address and first name, for the decision's mail (none while unconfirmed) */
async function recipient(em: CommandContext['em'], userId: string): Promise<{ email: string; firstName: string } | null> {
  const user = await em.findOne(User, { id: userId });
  return user?.emailVerifiedAt ? { email: user.email, firstName: user.firstName } : null;
}

/**
 * Verifies the statement once (a decided one answers 422), announces `FundsVerified` (engagement rings the
 * member's bell), records the decision in the audit log and mails the member once committed.
 */
export class VerifyFundsDocumentHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<VerifyFundsRequest & { documentId: string }, AdminFundsDocument>
{
  async execute(
    { documentId, amount, expiresOn }: VerifyFundsRequest & { documentId: string },
    context: CommandContext,
  ): Promise<AdminFundsDocument> {
    const admin = requireAdmin(context.actor, ONLY_ADMINS_CHECK_FUNDS);
    const { em } = context;
    const now = this.deps.clock.now();
    if (expiresOn <= fundsDay(now)) {
      const message = 'The expiry must be a day after today.';
      throw new ValidationError(message, [{ path: ['expiresOn'], message }]);
    }
    const document = await statementToDecide(em, documentId);
    const before = document.toAudited();
    document.verify({ amountCents: amount * 100, expiresOn, by: admin.userId, now });
    await em.flush();
    context.publish(
      FundsVerified.create(document.userId, { userId: document.userId, documentId: document.id, amountCents: amount * 100, expiresOn }),
    );
    context.audit({
      action: 'identity.funds-verified',
      subject: { type: 'funds-document', id: document.id },
      reason: null,
      before,
      after: { ...document.toAudited(), userId: document.userId },
    });
    const to = await recipient(em, document.userId);
    if (to) context.afterCommit(() => this.deps.mail.fundsVerified(to.email, to.firstName, { amount, expiresOn }));
    const [view] = await adminFundsViews(em, [document]);
    return view!;
  }
}

/** Rejects the statement once with the reason the member reads; announced, audited and mailed like a verification. */
export class RejectFundsDocumentHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<RejectFundsRequest & { documentId: string }, AdminFundsDocument>
{
  async execute({ documentId, reason }: RejectFundsRequest & { documentId: string }, context: CommandContext): Promise<AdminFundsDocument> {
    const admin = requireAdmin(context.actor, ONLY_ADMINS_CHECK_FUNDS);
    const { em } = context;
    const document = await statementToDecide(em, documentId);
    const before = document.toAudited();
    document.reject({ reason, by: admin.userId, now: this.deps.clock.now() });
    await em.flush();
    context.publish(FundsRejected.create(document.userId, { userId: document.userId, documentId: document.id, reason }));
    context.audit({
      action: 'identity.funds-rejected',
      subject: { type: 'funds-document', id: document.id },
      reason,
      before,
      after: { ...document.toAudited(), userId: document.userId },
    });
    const to = await recipient(em, document.userId);
    if (to) context.afterCommit(() => this.deps.mail.fundsRejected(to.email, to.firstName, reason));
    const [view] = await adminFundsViews(em, [document]);
    return view!;
  }
}

export const verifyFundsDocument = handlesCommand(VerifyFundsDocument, needs, VerifyFundsDocumentHandler, [
  http(VerifyFundsDocument, {
    method: 'post',
    path: '/api/admin/funds-documents/:id/verify',
    tag: ADMIN_TAG,
    summary: "Verify a member's proof of funds",
    description: `Once, for a statement waiting for review: the \`amount\` verified in whole dollars and \`expiresOn\`, the last day it holds (after today; the back office offers ${DEFAULT_FUNDS_VALIDITY_DAYS} days). The member's profile and cards show "Funds verified up to $X" until then; they are told in the app and by email. Kept in the audit log. A decided statement answers 422.`,
    access: 'admin',
    forbidden: ONLY_ADMINS_CHECK_FUNDS,
    params: documentIdParamsSchema,
    body: verifyFundsRequestSchema,
    invalid: 'Enter the amount verified and an expiry date after today',
    input: ({ params, body }) => ({ documentId: params.id, ...body }),
    response: adminFundsDocumentSchema,
    errors: [404, 422],
  }),
]);

export const rejectFundsDocument = handlesCommand(RejectFundsDocument, needs, RejectFundsDocumentHandler, [
  http(RejectFundsDocument, {
    method: 'post',
    path: '/api/admin/funds-documents/:id/reject',
    tag: ADMIN_TAG,
    summary: "Reject a member's proof of funds",
    description:
      'Once, for a statement waiting for review, with a `reason` the member reads (3 to 500 characters, one line); they may upload another. They are told in the app and by email. Kept in the audit log. A decided statement answers 422.',
    access: 'admin',
    forbidden: ONLY_ADMINS_CHECK_FUNDS,
    params: documentIdParamsSchema,
    body: rejectFundsRequestSchema,
    invalid: 'Give a reason the member will read (at least 3 characters)',
    input: ({ params, body }) => ({ documentId: params.id, ...body }),
    response: adminFundsDocumentSchema,
    errors: [404, 422],
  }),
]);
