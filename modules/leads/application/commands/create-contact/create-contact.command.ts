import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { Contact, ContactInput } from '../../../contracts/contacts.ts';

/** The seller adds a contact to their buyers list by hand. */
export const CreateContact = defineCommand<ContactInput, Contact>('leads.create-contact');
