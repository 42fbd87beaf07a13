import { requireActor, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { isUuid } from '../../../../shared/kernel/ids.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { FundsDocument } from '../../../domain/funds-document.entity.ts';
import { FundsDocumentNotFoundError } from '../../../domain/identity.errors.ts';
import { GetFundsDocumentFile, type FundsDocumentFile } from './get-funds-document-file.query.ts';

const needs = { em: PLATFORM.EntityManager, storage: PLATFORM.Storage };

/** Checked on every request: the statement's owner or an administrator; anyone else gets the 404 of an unknown statement. */
export class GetFundsDocumentFileHandler
  extends UsesDependencies<typeof needs>
  implements QueryHandler<{ documentId: string }, FundsDocumentFile>
{
  async execute({ documentId }: { documentId: string }, { actor }: QueryContext): Promise<FundsDocumentFile> {
    const { userId, isAdmin } = requireActor(actor);
    const document = isUuid(documentId) ? await this.deps.em.fork().findOne(FundsDocument, { id: documentId }) : null;
    if (!document || (document.userId !== userId && !isAdmin)) throw new FundsDocumentNotFoundError();
    const data = await this.deps.storage.get(document.storageKey);
    if (!data) throw new FundsDocumentNotFoundError();
    return { contentType: document.contentType, fileName: document.fileName, data };
  }
}

export const getFundsDocumentFile = answersQuery(GetFundsDocumentFile, needs, GetFundsDocumentFileHandler);
