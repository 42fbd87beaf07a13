import { BILLING_API } from '../../../../billing/contracts/api.ts';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { assertWithinPlan } from '../../../../billing/contracts/plan-limits.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { contactImportSchema, startImportSchema, type ContactImport as ContactImportView } from '../../../contracts/contacts.ts';
import { ContactImportChunkDue } from '../../../contracts/events.ts';
import { ContactImportTemplate } from '../../../domain/contact-import-template.entity.ts';
import { ImportStateError } from '../../../domain/contact.errors.ts';
import { contactsLimitMessage, findOwnImport, requireSeller } from '../../contacts.ts';
import { byImportId, CONTACTS_TAG } from '../../http.ts';
import { StartContactImport, type StartContactImportInput } from './start-contact-import.command.ts';

const needs = { clock: PLATFORM.Clock, billing: BILLING_API };

/**
 * Queues the import: `ContactImportChunkDue` from row 0 goes to the outbox with the change, and the leads
 * module's subscriber stores the file chunk by chunk, each in its own transaction, recording progress. A plan
 * without contacts is refused now (403 `upgradeRequired`); a plan with too few stores what fits.
 */
export class StartContactImportHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<StartContactImportInput, ContactImportView>
{
  async execute(
    { importId, mapping, templateName }: StartContactImportInput,
    { em, actor, publish }: CommandContext,
  ): Promise<ContactImportView> {
    const { clock, billing } = this.deps;
    const sellerId = requireSeller(requireActor(actor));
    const upload = await findOwnImport(em, sellerId, importId);
    if (upload.status !== 'uploaded') throw new ImportStateError('This file was imported already');
    assertWithinPlan(await billing.entitlements(sellerId), 'contactsKept', 0, ({ allowed }) => contactsLimitMessage(allowed));
    const now = clock.now();
    if (templateName) {
      await em.upsert(ContactImportTemplate, { sellerId, name: templateName, mapping, updatedAt: now });
      upload.template = templateName;
    }
    upload.queue(mapping);
    publish(ContactImportChunkDue.create(upload.id, { sellerId, from: 0 }));
    await em.flush();
    return upload.toView();
  }
}

export const startContactImport = handlesCommand(StartContactImport, needs, StartContactImportHandler, [
  http(StartContactImport, {
    method: 'post',
    path: '/api/contacts/imports/:id/start',
    tag: CONTACTS_TAG,
    summary: 'Import an uploaded file',
    description: 'Stored in the background; `GET /api/contacts/imports/{id}` tells the progress, then the report.',
    access: 'member',
    body: startImportSchema,
    invalid: 'Invalid mapping',
    input: (request) => ({ ...byImportId(request), mapping: request.body.mapping, templateName: request.body.templateName }),
    status: 202,
    response: contactImportSchema,
    errors: [403, 404, 409],
  }),
]);
