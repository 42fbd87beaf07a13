import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { lockUsage } from '../../../../shared/kernel/usage-lock.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { contactImportSchema, type ContactImport as ContactImportView } from '../../../contracts/contacts.ts';
import { ImportStateError } from '../../../domain/contact.errors.ts';
import { findOwnImport, requireSeller } from '../../contacts.ts';
import { byImportId, CONTACTS_TAG } from '../../http.ts';
import { UndoContactImport } from './undo-contact-import.command.ts';

const needs = { clock: PLATFORM.Clock };

/** Only a finished import is undone (409 while it runs, or once undone); contacts it did not create stay as they are. */
export class UndoContactImportHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<{ importId: string }, ContactImportView>
{
  async execute({ importId }: { importId: string }, { em, actor }: CommandContext): Promise<ContactImportView> {
    const sellerId = requireSeller(requireActor(actor));
    await lockUsage(em, 'leads.contacts', sellerId);
    const upload = await findOwnImport(em, sellerId, importId);
    if (upload.status === 'undone') throw new ImportStateError('This import was undone already');
    if (upload.status !== 'done') throw new ImportStateError('Wait for the import to finish, then undo it');
    await em.execute('delete from leads.contacts where seller_id = ? and import_id = ?', [sellerId, upload.id]);
    upload.status = 'undone';
    upload.undoneAt = this.deps.clock.now();
    await em.flush();
    return upload.toView();
  }
}

export const undoContactImport = handlesCommand(UndoContactImport, needs, UndoContactImportHandler, [
  http(UndoContactImport, {
    method: 'post',
    path: '/api/contacts/imports/:id/undo',
    tag: CONTACTS_TAG,
    summary: 'Undo an import',
    description: 'Deletes every contact the import created (edited since or not), and no other.',
    access: 'member',
    input: byImportId,
    response: contactImportSchema,
    errors: [403, 404, 409],
  }),
]);
