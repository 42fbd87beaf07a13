import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { MyFunds } from '../../../contracts/verified-funds.ts';

export interface FundsDocumentUpload {
  /** the file as sent (null: none in the form) */
  file: { data: Buffer; name: string } | null;
  /** the form's other fields, parsed by the handler (`fundsDocumentFieldsSchema`) */
  fields: Record<string, unknown>;
}

/** A member sends a bank or lender statement as proof of funds, for an administrator to check. */
export const UploadFundsDocument = defineCommand<FundsDocumentUpload, MyFunds>('identity.upload-funds-document');
