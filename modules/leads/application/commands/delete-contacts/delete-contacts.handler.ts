import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { handlesCommand, http } from '../../../../shared/kernel/use-case.ts';
import { changedSchema, deleteContactsSchema } from '../../../contracts/contacts.ts';
import { requireSeller } from '../../contacts.ts';
import { CONTACTS_TAG } from '../../http.ts';
import { DeleteContacts } from './delete-contacts.command.ts';

export class DeleteContactsHandler implements CommandHandler<{ ids: string[] }, { changed: number }> {
  async execute({ ids }: { ids: string[] }, { em, actor }: CommandContext): Promise<{ changed: number }> {
    const sellerId = requireSeller(requireActor(actor));
    const rows = await em.execute<unknown[]>(
      'delete from leads.contacts where seller_id = ? and id = any(array(select jsonb_array_elements_text(?::jsonb))::uuid[]) returning id',
      [sellerId, JSON.stringify(ids)],
    );
    return { changed: rows.length };
  }
}

export const deleteContacts = handlesCommand(DeleteContacts, {}, DeleteContactsHandler, [
  http(DeleteContacts, {
    method: 'post',
    path: '/api/contacts/delete',
    tag: CONTACTS_TAG,
    summary: 'Delete contacts',
    description: 'Answers how many of the given contacts were the seller’s and are deleted.',
    access: 'member',
    body: deleteContactsSchema,
    invalid: 'Invalid contacts',
    input: ({ body }) => body,
    response: changedSchema,
    errors: [403],
  }),
]);
