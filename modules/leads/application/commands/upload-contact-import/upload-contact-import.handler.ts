import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { groupedNumber } from '../../../../shared/kernel/en-us-format.ts';
import { ValidationError } from '../../../../shared/kernel/errors.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { IMPORT_LIMITS, type ContactImport as ContactImportView, type ImportMapping } from '../../../contracts/contacts.ts';
import { csvText, scanCsv } from '../../../domain/contact-csv.ts';
import { ContactImport } from '../../../domain/contact-import.entity.ts';
import { ContactImportTemplate } from '../../../domain/contact-import-template.entity.ts';
import { guessMapping, mappingFits } from '../../../domain/contact-row.ts';
import { requireSeller } from '../../contacts.ts';
import { IMPORT_CHUNK_ROWS, storeImportParts } from '../../contact-imports.ts';
import { UploadContactImport } from './upload-contact-import.command.ts';

const needs = { clock: PLATFORM.Clock };

/**
 * Reads the whole file once (so a file that is no CSV, or too long, is refused now), keeping of it only its header,
 * its first rows and its records cut in parts, one per chunk of the background run (decision 0072), with the
 * mapping guessed: the newest of the seller's templates whose columns the file has, else the header's words.
 */
export class UploadContactImportHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<{ fileName: string; data: Buffer }, ContactImportView>
{
  async execute({ fileName, data }: { fileName: string; data: Buffer }, { em, actor }: CommandContext): Promise<ContactImportView> {
    const sellerId = requireSeller(requireActor(actor));
    const { delimiter, header, records, sample, parts } = scanCsv(csvText(data), {
      sampleRows: IMPORT_LIMITS.sampleRows,
      partRecords: IMPORT_CHUNK_ROWS,
    });
    if (records > IMPORT_LIMITS.rows) {
      const message = `The file has ${groupedNumber(records)} rows; import at most ${groupedNumber(IMPORT_LIMITS.rows)} at a time`;
      throw new ValidationError(message, [{ path: ['file'], message }]);
    }
    const templates = await em.find(ContactImportTemplate, { sellerId }, { orderBy: { updatedAt: 'desc' } });
    const template = templates.find((saved) => mappingFits(saved.mapping, header));
    const mapping: ImportMapping = template ? template.mapping : guessMapping(header);
    const upload = ContactImport.create(
      { sellerId, fileName, delimiter, header, rowCount: records, mapping, template: template?.name ?? null },
      this.deps.clock.now(),
    );
    em.persist(upload);
    await em.flush();
    await storeImportParts(em, upload.id, parts);
    return upload.toView(sample.map((row) => row.cells));
  }
}

/** Declared with its multipart handler in `http/contact-import-upload.endpoint.ts`. */
export const uploadContactImport = handlesCommand(UploadContactImport, needs, UploadContactImportHandler);
