import { defineCommand } from '../../../../shared/kernel/bus.ts';

/** The seller deletes some of their contacts; ids of others' contacts change nothing. Answers how many went. */
export const DeleteContacts = defineCommand<{ ids: string[] }, { changed: number }>('leads.delete-contacts');
