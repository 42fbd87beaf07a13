import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { ContactFilter, ContactList, ContactListQuery } from '../../../contracts/contacts.ts';

/** A page of the seller's contacts (newest first), with their tags and the plan's allowance. */
export const ListContacts = defineQuery<ContactListQuery, ContactList>('leads.list-contacts');

/** Every contact a filter selects, as a CSV file. */
export const ExportContacts = defineQuery<ContactFilter, string>('leads.export-contacts');
