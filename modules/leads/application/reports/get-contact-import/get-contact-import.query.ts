import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { ContactImport } from '../../../contracts/contacts.ts';

/** One of the seller's imports: its progress, then its report. */
export const GetContactImport = defineQuery<{ importId: string }, ContactImport>('leads.get-contact-import');
