import { BILLING_API } from '../../../../billing/contracts/api.ts';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { contactInputSchema, contactSchema, type Contact as ContactView, type ContactInput } from '../../../contracts/contacts.ts';
import { Contact } from '../../../domain/contact.entity.ts';
import { assertRoomForOne, assertUnique, requireSeller, withE164 } from '../../contacts.ts';
import { CONTACTS_TAG } from '../../http.ts';
import { CreateContact } from './create-contact.command.ts';

const needs = { clock: PLATFORM.Clock, billing: BILLING_API };

/** One contact within the plan's `contactsKept`; an email or phone the list has already is a 409. */
export class CreateContactHandler extends UsesDependencies<typeof needs> implements CommandHandler<ContactInput, ContactView> {
  async execute(input: ContactInput, { em, actor }: CommandContext): Promise<ContactView> {
    const sellerId = requireSeller(requireActor(actor));
    const contact = withE164(input);
    await assertRoomForOne(em, this.deps.billing, sellerId);
    await assertUnique(em, sellerId, contact);
    const created = Contact.create(sellerId, { ...contact, source: contact.source ?? 'Added by hand' }, this.deps.clock.now());
    em.persist(created);
    await em.flush();
    return created.toView();
  }
}

export const createContact = handlesCommand(CreateContact, needs, CreateContactHandler, [
  http(CreateContact, {
    method: 'post',
    path: '/api/contacts',
    tag: CONTACTS_TAG,
    summary: 'Add a contact to my buyers list',
    access: 'member',
    body: contactInputSchema,
    invalid: 'Invalid contact',
    input: ({ body }) => body,
    status: 201,
    response: contactSchema,
    errors: [403, 409, 422],
  }),
]);
