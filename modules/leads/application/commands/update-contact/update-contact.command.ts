import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { Contact, ContactInput } from '../../../contracts/contacts.ts';

export type UpdateContactInput = ContactInput & { contactId: string };

/** The seller edits one of their contacts: every field of the form, as sent. */
export const UpdateContact = defineCommand<UpdateContactInput, Contact>('leads.update-contact');
