import { BILLING_API } from '../../../../billing/contracts/api.ts';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { importPreviewSchema, previewImportSchema, type ImportMapping, type ImportPreview } from '../../../contracts/contacts.ts';
import { ImportStateError } from '../../../domain/contact.errors.ts';
import { findOwnImport, requireSeller } from '../../contacts.ts';
import { planImport } from '../../contact-imports.ts';
import { byImportId, CONTACT_IMPORTS, CONTACTS_TAG } from '../../http.ts';
import { PreviewContactImport } from './preview-contact-import.command.ts';

const needs = { clock: PLATFORM.Clock, billing: BILLING_API };
const PREVIEW_ROWS = 10;

type Input = { importId: string; mapping: ImportMapping };

/** The whole file, part by part, through the import's own rules (validation, duplicates, the plan's room), storing nothing but the mapping. */
export class PreviewContactImportHandler extends UsesDependencies<typeof needs> implements CommandHandler<Input, ImportPreview> {
  async execute({ importId, mapping }: Input, { em, actor }: CommandContext): Promise<ImportPreview> {
    const sellerId = requireSeller(requireActor(actor));
    const upload = await findOwnImport(em, sellerId, importId);
    if (upload.status !== 'uploaded') throw new ImportStateError('This file was imported already');
    upload.mapping = mapping;
    const plan = await planImport(em, this.deps.billing, upload, PREVIEW_ROWS, this.deps.clock.now());
    await em.flush();
    return {
      contacts: plan.accepted.map(({ line, contact }) => ({
        line,
        name: contact.name ?? null,
        email: contact.email ?? null,
        phone: contact.phone ?? null,
        company: contact.company ?? null,
        tags: contact.tags,
      })),
      counts: plan.counts,
      issues: plan.issues,
    };
  }
}

export const previewContactImport = handlesCommand(PreviewContactImport, needs, PreviewContactImportHandler, [
  http(PreviewContactImport, {
    method: 'post',
    path: '/api/contacts/imports/:id/preview',
    tag: CONTACTS_TAG,
    summary: 'Preview an import with a column mapping',
    description: 'The first contacts as they would be stored, the counts, and every row that would not be stored with its reason.',
    access: 'member',
    rateLimit: CONTACT_IMPORTS,
    body: previewImportSchema,
    invalid: 'Invalid mapping',
    input: (request) => ({ ...byImportId(request), mapping: request.body.mapping }),
    response: importPreviewSchema,
    errors: [403, 404, 409],
  }),
]);
