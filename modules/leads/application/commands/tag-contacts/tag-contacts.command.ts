import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { TagContactsRequest } from '../../../contracts/contacts.ts';

/** The seller adds tags to and/or removes tags from some of their contacts. Answers how many changed. */
export const TagContacts = defineCommand<TagContactsRequest, { changed: number }>('leads.tag-contacts');
