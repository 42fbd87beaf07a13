import type { Request, Response } from 'express';
import multer from 'multer';
import { requireActor } from '../../shared/kernel/bus.ts';
import { endpoint } from '../../shared/kernel/endpoint.ts';
import { ValidationError } from '../../shared/kernel/errors.ts';
import { displayFileName } from '../../shared/kernel/text.ts';
import { UploadContactImport } from '../application/commands/upload-contact-import/upload-contact-import.command.ts';
import { requireSeller } from '../application/contacts.ts';
import { CONTACT_IMPORTS, CONTACTS_TAG } from '../application/http.ts';
import { contactImportSchema, IMPORT_LIMITS } from '../contracts/contacts.ts';

const MEGABYTES = IMPORT_LIMITS.bytes / 1024 / 1024;
const UNREADABLE_FORM = 'Send one CSV file in the "file" field of a multipart form (multipart/form-data).';

const receiveFile = multer({
  storage: multer.memoryStorage(),
  // browsers send file names in UTF-8 (busboy's default, latin1, would show "Café" as "CafÃ©")
  defParamCharset: 'utf8',
  limits: { fileSize: IMPORT_LIMITS.bytes, files: 1, fields: 5, parts: 6 },
}).single('file');

/** Reads the multipart `file` field into memory; a file over the limit is a 413 (answered here: null). */
function fileField(req: Request, res: Response): Promise<Express.Multer.File | null> {
  return new Promise((resolve, reject) => {
    receiveFile(req, res, (error: unknown) => {
      if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') {
        res
          .status(413)
          .json({ message: `The file is larger than ${MEGABYTES} MB: split it and import each part.`, code: 'file_too_large' });
        resolve(null);
      } else if (error || !req.file) {
        reject(new ValidationError(UNREADABLE_FORM, [{ path: ['file'], message: UNREADABLE_FORM }]));
      } else {
        resolve(req.file);
      }
    });
  });
}

/** A CSV file of contacts: a multipart form read here, then the use case (read, kept, mapping guessed). */
export const uploadContactImportEndpoint = endpoint({
  method: 'post',
  path: '/api/contacts/imports',
  tag: CONTACTS_TAG,
  summary: 'Upload a CSV file of contacts',
  description: `UTF-8 with or without a byte-order mark; the delimiter (comma, semicolon, tab or bar) is found in the header line; quoted fields and CRLF or LF lines. At most ${MEGABYTES} MB and ${IMPORT_LIMITS.rows.toLocaleString('en-US')} rows. Answers the header, the guessed mapping and the first rows; nothing is stored as contacts until the import is started.`,
  access: 'member',
  rateLimit: CONTACT_IMPORTS,
  multipart: 'file: one CSV file',
  status: 201,
  response: contactImportSchema,
  errors: [400, 403, 413],
  handle: async ({ actor: signedIn }, req, res, { commands }) => {
    // a buyer is refused before the body is read
    const actor = requireActor(signedIn);
    requireSeller(actor);
    const file = await fileField(req, res);
    if (!file) return;
    const upload = await commands.execute(UploadContactImport, { fileName: displayFileName(file.originalname), data: file.buffer }, actor);
    res.status(201).json(upload);
  },
});
