import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { AdminFundsDocumentList, AdminFundsListQuery } from '../../../contracts/verified-funds.ts';

/** The back office's proof-of-funds queue: statements waiting for review (oldest first), or decided ones. */
export const ListFundsDocuments = defineQuery<AdminFundsListQuery, AdminFundsDocumentList>('identity.list-funds-documents');
