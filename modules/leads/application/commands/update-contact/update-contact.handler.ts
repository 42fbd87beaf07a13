import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { contactInputSchema, contactSchema, type Contact as ContactView } from '../../../contracts/contacts.ts';
import { assertUnique, findOwnContact, requireSeller, withE164 } from '../../contacts.ts';
import { byContactId, CONTACTS_TAG } from '../../http.ts';
import { UpdateContact, type UpdateContactInput } from './update-contact.command.ts';

const needs = { clock: PLATFORM.Clock };

export class UpdateContactHandler extends UsesDependencies<typeof needs> implements CommandHandler<UpdateContactInput, ContactView> {
  async execute({ contactId, ...input }: UpdateContactInput, { em, actor }: CommandContext): Promise<ContactView> {
    const sellerId = requireSeller(requireActor(actor));
    const contact = await findOwnContact(em, sellerId, contactId);
    const change = withE164(input);
    await assertUnique(em, sellerId, change, contact.id);
    contact.change({ ...change, source: change.source ?? contact.source ?? undefined }, this.deps.clock.now());
    await em.flush();
    return contact.toView();
  }
}

export const updateContact = handlesCommand(UpdateContact, needs, UpdateContactHandler, [
  http(UpdateContact, {
    method: 'patch',
    path: '/api/contacts/:id',
    tag: CONTACTS_TAG,
    summary: 'Edit a contact',
    description: 'Every field of the contact form; a field left out is cleared.',
    access: 'member',
    body: contactInputSchema,
    invalid: 'Invalid contact',
    input: (request) => ({ ...request.body, ...byContactId(request) }),
    response: contactSchema,
    errors: [403, 404, 409],
  }),
]);
