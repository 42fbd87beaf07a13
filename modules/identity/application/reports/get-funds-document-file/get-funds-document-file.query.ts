import { defineQuery } from '../../../../shared/kernel/bus.ts';

export interface FundsDocumentFile {
  contentType: string;
  /** the name to save it under */
  fileName: string;
  data: Buffer;
}

/** A statement's file, for its owner and administrators only (anyone else: 404). */
export const GetFundsDocumentFile = defineQuery<{ documentId: string }, FundsDocumentFile>('identity.get-funds-document-file');
