import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { groupedNumber } from '../../../../shared/kernel/en-us-format.ts';
import { ValidationError } from '../../../../shared/kernel/errors.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { IMPORT_LIMITS, type ContactImport as ContactImportView, type ImportMapping } from '../../../contracts/contacts.ts';
import { csvText, readCsv } from '../../../domain/contact-csv.ts';
import { ContactImport } from '../../../domain/contact-import.entity.ts';
import { ContactImportTemplate } from '../../../domain/contact-import-template.entity.ts';
import { guessMapping, mappingFits } from '../../../domain/contact-row.ts';
import { requireSeller } from '../../contacts.ts';
import { UploadContactImport } from './upload-contact-import.command.ts';

const needs = { clock: PLATFORM.Clock };

/**
 * Reads the whole file once (so a file that is no CSV, or too long, is refused now) and keeps its text with
 * the mapping guessed: the newest of the seller's templates whose columns the file has, else the header's words.
 */
export class UploadContactImportHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<{ fileName: string; data: Buffer }, ContactImportView>
{
  async execute({ fileName, data }: { fileName: string; data: Buffer }, { em, actor }: CommandContext): Promise<ContactImportView> {
    const sellerId = requireSeller(requireActor(actor));
    const content = csvText(data);
    const { delimiter, header, records, rows, body } = readCsv(content);
    if (records > IMPORT_LIMITS.rows) {
      const message = `The file has ${groupedNumber(records)} rows; import at most ${groupedNumber(IMPORT_LIMITS.rows)} at a time`;
      throw new ValidationError(message, [{ path: ['file'], message }]);
    }
    const templates = await em.find(ContactImportTemplate, { sellerId }, { orderBy: { updatedAt: 'desc' } });
    const template = templates.find((saved) => mappingFits(saved.mapping, header));
    const mapping: ImportMapping = template ? template.mapping : guessMapping(header);
    const upload = ContactImport.create(
      { sellerId, fileName, content, delimiter, header, rowCount: records, mapping, template: template?.name ?? null, body },
      this.deps.clock.now(),
    );
    em.persist(upload);
    await em.flush();
    return upload.toView(rows.slice(0, IMPORT_LIMITS.sampleRows).map((row) => row.cells));
  }
}

/** Declared with its multipart handler in `http/contact-import-upload.endpoint.ts`. */
export const uploadContactImport = handlesCommand(UploadContactImport, needs, UploadContactImportHandler);
