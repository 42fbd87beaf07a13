import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { ContactImport } from '../../../contracts/contacts.ts';

/** The seller takes back a whole import: every contact it created is deleted, nothing else. */
export const UndoContactImport = defineCommand<{ importId: string }, ContactImport>('leads.undo-contact-import');
