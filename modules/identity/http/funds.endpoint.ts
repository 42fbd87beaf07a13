import type { Request, Response } from 'express';
import multer from 'multer';
import { endpoint } from '../../shared/kernel/endpoint.ts';
import { ValidationError } from '../../shared/kernel/errors.ts';
import { displayFileName } from '../../shared/kernel/text.ts';
import { UploadFundsDocument } from '../application/commands/upload-funds-document/upload-funds-document.command.ts';
import { GetFundsDocumentFile } from '../application/reports/get-funds-document-file/get-funds-document-file.query.ts';
import { ACCOUNT_TAG } from '../application/http.ts';
import { IDENTITY_RATE_LIMITS } from '../application/rate-limits.ts';
import { FUNDS_DOCUMENT_MAX_BYTES, FUNDS_RULE_MESSAGE, myFundsSchema } from '../contracts/verified-funds.ts';

const receiveStatement = multer({
  storage: multer.memoryStorage(),
  // browsers send file names in UTF-8 (busboy's default, latin1, would garble them)
  defParamCharset: 'utf8',
  limits: { fileSize: FUNDS_DOCUMENT_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 4096 },
}).single('file');
const UNREADABLE_FORM = 'Send the statement in the "file" field of a multipart form (multipart/form-data).';

/** The form's file and fields; a file over the limit is a 413 answered here (null). */
function statementForm(
  req: Request,
  res: Response,
): Promise<{ file: Express.Multer.File | undefined; fields: Record<string, unknown> } | null> {
  return new Promise((resolve, reject) => {
    receiveStatement(req, res, (error: unknown) => {
      if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') {
        res.status(413).json({ message: `The file is larger than 10 MB. ${FUNDS_RULE_MESSAGE}`, code: 'funds_document_too_large' });
        resolve(null);
      } else if (error) {
        reject(new ValidationError(UNREADABLE_FORM, [{ path: ['file'], message: UNREADABLE_FORM }]));
      } else {
        resolve({ file: req.file, fields: { ...(req.body as Record<string, unknown> | undefined) } });
      }
    });
  });
}

/** `Content-Disposition` with an ASCII fallback name and the UTF-8 one (RFC 6266). */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export const uploadFundsDocumentEndpoint = endpoint({
  method: 'post',
  path: '/api/users/me/funds',
  tag: ACCOUNT_TAG,
  summary: 'Send a statement as proof of funds',
  description: `${FUNDS_RULE_MESSAGE} Form fields: \`statementDate\` (YYYY-MM-DD, within the last 30 days), \`institution\` (the bank or lender) and an optional \`note\`. One statement waits for review at a time (409 otherwise). The file is private: only its owner and administrators can open it.`,
  access: 'member',
  rateLimit: IDENTITY_RATE_LIMITS.fundsUploadsPerIp,
  multipart: 'file: one PDF, JPEG or PNG up to 10 MB; statementDate, institution, note',
  status: 201,
  response: myFundsSchema,
  errors: [400, 409, 413, 429],
  handle: async ({ actor }, req, res, { commands }) => {
    const form = await statementForm(req, res);
    if (!form) return;
    const file = form.file ? { data: form.file.buffer, name: displayFileName(form.file.originalname) } : null;
    res.status(201).json(await commands.execute(UploadFundsDocument, { file, fields: form.fields }, actor));
  },
});

/** A statement's file to its owner or an administrator, with the headers that keep it from running or being framed. */
export const downloadFundsDocumentEndpoint = endpoint({
  method: 'get',
  path: '/api/funds-documents/:id',
  tag: ACCOUNT_TAG,
  summary: 'Open a proof-of-funds statement',
  description: "For the statement's owner and administrators; anyone else gets 404.",
  access: 'member',
  produces: 'application/octet-stream',
  errors: [404],
  handle: async ({ params, actor }, _req, res, { queries }) => {
    const file = await queries.ask(GetFundsDocumentFile, { documentId: params.id }, actor);
    res
      .set({
        'Cache-Control': 'private, no-store',
        'Content-Type': file.contentType,
        'Content-Disposition': contentDisposition(file.fileName),
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
      })
      .send(file.data);
  },
});
